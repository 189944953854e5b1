import { IonButton, IonCard, IonCardContent, IonIcon } from '@ionic/react';
import { applyCepResult, MENSAGENS, mascaras } from '@portal/core';
import { checkmarkCircleOutline, sendOutline } from 'ionicons/icons';
import { useId, useRef, useState } from 'react';
import { isErroV4, mensagemDeErro, type Resultado } from '../../lib/api-client.ts';
import { useBuscaCep } from '../../lib/use-busca-cep.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { AnexosCampo } from '../../ui/anexos-campo.tsx';
import { CampoTexto } from '../../ui/campo-texto.tsx';
import { EnderecoCampos } from '../../ui/endereco-campos.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { TelefonesCampo } from '../../ui/telefones-campo.tsx';
import { cadastrarPessoa } from './api/cadastro.ts';
import { FORMULARIO_VAZIO, type FormularioCadastro, validarCadastro } from './validar-cadastro.ts';
import '../../ui/modulos.css';

/**
 * Route cadpessoaf: person registration (coddao 94) with the SPEC §5 checks, the CEP lookup of SPEC §7 and
 * attachments. Each submission carries one Idempotency-Key, so a double tap registers once.
 */
export function CadPessoaFPage() {
  const { alert } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const idSexo = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState<FormularioCadastro>(FORMULARIO_VAZIO);
  const [enviando, setEnviando] = useState(false);
  const [salvo, setSalvo] = useState<Resultado<'cadastroPessoa'> | null>(null);

  const alterar =
    <K extends keyof FormularioCadastro>(campo: K) =>
    (valor: FormularioCadastro[K]) =>
      setForm((f) => ({ ...f, [campo]: valor }));

  const cep = useBuscaCep((resultado) =>
    setForm((f) => ({
      ...f,
      endereco: { ...f.endereco, ...applyCepResult(f.endereco, resultado), cep: f.endereco.cep },
    })),
  );

  function aoMudarCep(valor: string) {
    setForm((f) => ({ ...f, endereco: { ...f.endereco, cep: valor } }));
    void cep.buscar(valor);
  }

  function focar(campo: string) {
    const alvo = formRef.current?.querySelector<HTMLElement>(`[name="${campo}"]`);
    alvo?.focus();
  }

  async function enviar(evento: React.FormEvent) {
    evento.preventDefault();
    const validacao = validarCadastro(form);
    if (!validacao.ok) {
      await alert({ header: validacao.problema.header, message: validacao.problema.mensagem });
      focar(validacao.problema.campo);
      return;
    }
    const conteudo = validacao.conteudo;
    setEnviando(true);
    try {
      const envio = await enviarUmaVez('cadastro', conteudo, (idempotencyKey) =>
        cadastrarPessoa(conteudo, idempotencyKey),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: envio.resposta.mensagem });
        return;
      }
      setSalvo(envio.resposta);
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(false);
    }
  }

  if (salvo)
    return (
      <PageShell title="Cadastro de pessoa física">
        <div className="modulo-pagina">
          <IonCard>
            <IonCardContent role="status">
              <h2>
                <IonIcon icon={checkmarkCircleOutline} color="success" aria-hidden="true" /> Cadastro enviado
              </h2>
              <p>
                Protocolo <strong>{salvo.protocolo}</strong> (código {salvo.codcadastro}).
              </p>
              <IonButton
                onClick={() => {
                  cep.esquecer();
                  setForm(FORMULARIO_VAZIO);
                  setSalvo(null);
                }}
              >
                Fazer novo cadastro
              </IonButton>
            </IonCardContent>
          </IonCard>
        </div>
      </PageShell>
    );

  return (
    <PageShell title="Cadastro de pessoa física">
      <div className="modulo-pagina">
        <form
          ref={formRef}
          className="modulo-formulario"
          noValidate
          onSubmit={enviar}
          aria-label="Cadastro de pessoa física"
        >
          <p className="modulo-campo-ajuda">Campos marcados com * são obrigatórios.</p>
          <fieldset>
            <legend>Dados pessoais</legend>
            <div className="modulo-formulario-grade">
              <CampoTexto
                rotulo="Nome completo"
                name="nome"
                valor={form.nome}
                onValor={alterar('nome')}
                autoComplete="name"
                maxLength={120}
                obrigatorio
              />
              <CampoTexto
                rotulo="CPF"
                name="cpf"
                valor={form.cpf}
                onValor={alterar('cpf')}
                mascara={mascaras.cpfCnpj}
                inputMode="numeric"
                placeholder="000.000.000-00"
                obrigatorio
              />
              <CampoTexto
                rotulo="Data de nascimento"
                name="dtnascimento"
                valor={form.dtnascimento}
                onValor={alterar('dtnascimento')}
                mascara={mascaras.data}
                inputMode="numeric"
                autoComplete="bday"
                placeholder="dd/mm/aaaa"
                obrigatorio
              />
              <div className="modulo-campo">
                <label htmlFor={idSexo}>
                  Sexo<span aria-hidden="true"> *</span>
                </label>
                <select
                  id={idSexo}
                  name="sexo"
                  required
                  value={form.sexo}
                  onChange={(e) => alterar('sexo')(e.target.value as FormularioCadastro['sexo'])}
                >
                  <option value="">Selecione</option>
                  <option value="F">Feminino</option>
                  <option value="M">Masculino</option>
                  <option value="O">Outro</option>
                </select>
              </div>
              <CampoTexto
                rotulo="E-mail"
                name="email"
                valor={form.email}
                onValor={alterar('email')}
                tipo="email"
                inputMode="email"
                autoComplete="email"
                maxLength={254}
                obrigatorio
              />
            </div>
          </fieldset>
          <TelefonesCampo telefones={form.telefones} onTelefones={alterar('telefones')} />
          <EnderecoCampos endereco={form.endereco} onEndereco={alterar('endereco')} onCep={aoMudarCep} />
          <AnexosCampo anexos={form.anexos} onAnexos={alterar('anexos')} />
          <IonButton type="submit" expand="block" disabled={enviando}>
            <IonIcon icon={sendOutline} slot="start" aria-hidden="true" />
            Enviar cadastro
          </IonButton>
        </form>
      </div>
    </PageShell>
  );
}
