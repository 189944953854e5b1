import {
  applyMask,
  type ErroV4,
  type FinalidadePublica,
  formatoDeCodigo,
  hashPassword,
  isValidData,
  MENSAGENS_CONTA,
  mascaras,
  ROTA_HOME_RECADOS,
  ROTA_LOGIN,
  semPlaceholder,
  stripNonDigits,
} from '@portal/core';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getRuntimeConfig } from '../../config/runtime-config.ts';
import {
  chamar,
  isErroV4,
  mensagemDeErro,
  type OpcoesV4,
  operacoes,
  type ParametrosDe,
} from '../../lib/api-client.ts';
import { esquecerDocumentoDigitado, lerDocumentoDigitado } from '../../lib/documento-digitado.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { isEntradaNumerica } from '../login-formulario.tsx';
import { precarregarHome } from '../recados-dados.ts';
import { CampoConta } from './campo-conta.tsx';
import { errosDaSenhaNova, ParSenhaNova } from './campo-senha-nova.tsx';
import './conta.css';

type Etapa = { nome: 'pedir' } | { nome: 'definir'; aviso: string } | { nome: 'pronta'; aviso: string };

const TEXTOS: Record<FinalidadePublica, { titulo: string; intro: string; documento: string }> = {
  'esqueci-senha': {
    titulo: 'Esqueci minha senha',
    intro: 'Informe o seu CPF, CNPJ ou e-mail. Enviaremos um código de 6 dígitos para o e-mail cadastrado.',
    documento: 'CPF, CNPJ ou e-mail',
  },
  'primeiro-acesso': {
    titulo: 'Primeiro acesso',
    intro:
      'Confirme quem você é com o CPF (ou CNPJ) e a data de nascimento cadastrados. Enviaremos um código para o seu e-mail, e você cria a sua senha.',
    documento: 'CPF ou CNPJ',
  },
};

/** What the login screen carried over (issue 29): on first access only a CPF or CNPJ, never an e-mail. */
function documentoInicial(finalidade: FinalidadePublica): string {
  const digitado = lerDocumentoDigitado();
  // Carried as typed: the login's mask may not have shaped it yet.
  const documento = isEntradaNumerica(digitado) ? applyMask(digitado, mascaras.cpfCnpj) : digitado;
  if (finalidade === 'esqueci-senha') return documento;
  return isEntradaNumerica(digitado) ? documento : '';
}

/**
 * First access and forgotten password (issue 14): ask for a code (coddao 600), then the code and the new password
 * (601). The password is checked with core's rules while typing and travels as SPEC's HMAC, like the login's.
 * The CPF (or CNPJ) and the birth date are masked as typed with core's masks (issue 29). After a first access the
 * person is logged in with the password just set and lands where a login lands.
 */
export function RecuperarSenha({ finalidade }: { finalidade: FinalidadePublica }) {
  const textos = TEXTOS[finalidade];
  const { alert, toast } = useFeedback();
  const { store } = useSession();
  const navigate = useNavigate();
  const [etapa, setEtapa] = useState<Etapa>({ nome: 'pedir' });
  const [documento, setDocumento] = useState(() => documentoInicial(finalidade));
  const [nascimentoNoCampo, setNascimento] = useState('');
  // A focused date field shows Maskito's '_' placeholders: what was typed is the value without them.
  const nascimento = semPlaceholder(nascimentoNoCampo);
  const [codigo, setCodigo] = useState('');
  const [senha, setSenha] = useState('');
  const [confirmacao, setConfirmacao] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);
  const mascaraDocumento =
    finalidade === 'primeiro-acesso' || isEntradaNumerica(documento) ? mascaras.cpfCnpj : undefined;

  // Read once: a later visit to this page starts empty unless the login screen carries a document again.
  useEffect(() => esquecerDocumentoDigitado(), []);

  async function enviar<T>(chamada: (opts: OpcoesV4) => Promise<T | ErroV4>): Promise<T | null> {
    setEnviando(true);
    try {
      const r = await chamada({ loader: 'Enviando...' });
      if (isErroV4(r)) {
        setErros(r.campos ?? { geral: r.mensagem });
        if (!r.campos) await alert({ message: r.mensagem });
        return null;
      }
      return r;
    } catch (e) {
      await alert({ message: mensagemDeErro(e) });
      return null;
    } finally {
      setEnviando(false);
    }
  }

  async function pedir(evento: FormEvent) {
    evento.preventDefault();
    const faltam: Record<string, string> = {};
    if (!documento.trim()) faltam.documento = `Informe o ${textos.documento}.`;
    if (finalidade === 'primeiro-acesso' && !isValidData(nascimento))
      faltam.nascimento = 'Informe a data de nascimento (dd/mm/aaaa).';
    setErros(faltam);
    if (Object.keys(faltam).length > 0) return;
    const doc = documento.trim();
    const params: ParametrosDe<'pedirCodigoConta'> =
      finalidade === 'primeiro-acesso' ? [doc, finalidade, nascimento] : [doc, finalidade];
    const r = await enviar((opts) => chamar(operacoes.pedirCodigoConta, params, undefined, opts));
    if (r) setEtapa({ nome: 'definir', aviso: r.destino ? `${r.aviso} Endereço: ${r.destino}.` : r.aviso });
  }

  async function definir(evento: FormEvent) {
    evento.preventDefault();
    const digitos = formatoDeCodigo(codigo);
    const pessoais = /@/.test(documento) ? {} : { cpf: stripNonDigits(documento), dtnascimento: nascimento };
    const faltam = errosDaSenhaNova(senha, confirmacao, pessoais);
    if (!digitos) faltam.codigo = MENSAGENS_CONTA.codigoFormato;
    setErros(faltam);
    if (Object.keys(faltam).length > 0 || !digitos) return;
    const hash = await hashPassword(senha, getRuntimeConfig().passwordSecret);
    const r = await enviar((opts) =>
      chamar(operacoes.definirSenha, [documento.trim(), finalidade, digitos, hash], undefined, opts),
    );
    if (!r) return;
    if (finalidade === 'primeiro-acesso' && (await entrarComASenha(senha))) return;
    setEtapa({ nome: 'pronta', aviso: r.aviso });
  }

  /** The login of the login screen with the password just set; false (then "Entrar" is offered) if it fails. */
  async function entrarComASenha(nova: string): Promise<boolean> {
    setEnviando(true);
    try {
      await store.login(documento.trim(), nova);
    } catch {
      return false;
    } finally {
      setEnviando(false);
    }
    const destino = (await store.consumeReturnUrl()) ?? ROTA_HOME_RECADOS;
    precarregarHome(store, destino);
    toast('Senha definida.');
    navigate(destino, { replace: true });
    return true;
  }

  return (
    <PageShell title={textos.titulo}>
      <div className="conta-cartao">
        {etapa.nome === 'pedir' && (
          <form onSubmit={(e) => void pedir(e)} noValidate>
            <p className="conta-texto">{textos.intro}</p>
            <CampoConta
              rotulo={textos.documento}
              autoComplete="username"
              inputMode={finalidade === 'primeiro-acesso' ? 'numeric' : 'email'}
              valor={documento}
              aoMudar={setDocumento}
              mascara={mascaraDocumento}
              erro={erros.documento}
            />
            {finalidade === 'primeiro-acesso' && (
              <CampoConta
                rotulo="Data de nascimento (dd/mm/aaaa)"
                inputMode="numeric"
                autoComplete="bday"
                placeholder="dd/mm/aaaa"
                valor={nascimentoNoCampo}
                aoMudar={setNascimento}
                mascara={mascaras.data}
                erro={erros.nascimento}
              />
            )}
            <button type="submit" className="botao-primario" disabled={enviando}>
              Enviar código
            </button>
          </form>
        )}
        {etapa.nome === 'definir' && (
          <form onSubmit={(e) => void definir(e)} noValidate>
            <p className="conta-aviso" role="status">
              {etapa.aviso}
            </p>
            <CampoConta
              rotulo="Código recebido por e-mail"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={7}
              valor={codigo}
              aoMudar={setCodigo}
              erro={erros.codigo}
            />
            <ParSenhaNova
              senha={senha}
              confirmacao={confirmacao}
              aoMudarSenha={setSenha}
              aoMudarConfirmacao={setConfirmacao}
              erros={erros}
            />
            <button type="submit" className="botao-primario" disabled={enviando}>
              Definir senha
            </button>
          </form>
        )}
        {etapa.nome === 'pronta' && (
          <>
            <p className="conta-aviso" role="status">
              {etapa.aviso}
            </p>
            <a className="botao-primario" href={ROTA_LOGIN}>
              Entrar
            </a>
          </>
        )}
      </div>
    </PageShell>
  );
}
