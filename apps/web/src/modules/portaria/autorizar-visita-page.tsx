import { IonButton, useIonRouter } from '@ionic/react';
import {
  DIAS_DA_SEMANA,
  errosDaAutorizacao,
  hojeEmBrasilia,
  MENSAGENS,
  parseParamsSistema,
  ROTULO_TIPO_VISITA,
  TIPOS_VISITA,
  type TipoVisita,
} from '@portal/core';
import { useId, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { CampoTexto } from '../../ui/campo-texto.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { autorizarVisita } from './api/visitas.ts';
import '../../ui/modulos.css';
import './portaria.css';

/** A field's message under it, tied to it for screen readers. */
function Erro({ id, texto }: { id: string; texto: string | undefined }) {
  if (!texto) return null;
  return (
    <p id={id} className="modulo-campo-erro" role="alert">
      {texto}
    </p>
  );
}

/**
 * Route condominio/visitantes/autorizar (issue 32, coddao 721): who (name, optional document, visitor or
 * service), when (one day or some days of the week until a date, optionally a period) and an optional plate.
 * Core's rule checks it as the API will; the pass made opens on the list.
 */
export function AutorizarVisitaPage() {
  const { usuario, paramsSistema } = useSession();
  const router = useIonRouter();
  const { alert } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const id = useId();
  const escolhido = parseParamsSistema(paramsSistema).codcondomino;
  const unidades = (usuario?.lstcondomino ?? []).filter((c) => !escolhido || c.codcondomino === escolhido);
  const hoje = hojeEmBrasilia(new Date());
  const [codcondomino, setCodcondomino] = useState(unidades[0]?.codcondomino ?? '');
  const [nome, setNome] = useState('');
  const [documento, setDocumento] = useState('');
  const [tipo, setTipo] = useState<TipoVisita>('visitante');
  const [recorrente, setRecorrente] = useState(false);
  const [dataInicio, setDataInicio] = useState(hoje);
  const [dataFim, setDataFim] = useState(hoje);
  const [dias, setDias] = useState<number[]>([]);
  const [horaInicio, setHoraInicio] = useState('');
  const [horaFim, setHoraFim] = useState('');
  const [placa, setPlaca] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  async function enviar() {
    const conteudo = {
      nome: nome.trim(),
      documento: documento.trim() || undefined,
      tipo,
      dataInicio,
      dataFim: recorrente ? dataFim : dataInicio,
      diasSemana: recorrente ? [...dias].sort() : null,
      horaInicio,
      horaFim,
      placa,
    };
    const achados: Record<string, string> = { ...errosDaAutorizacao(conteudo, hoje) };
    if (conteudo.nome.length < 2) achados.nome = 'Informe o nome de quem vai entrar.';
    setErros(achados);
    if (Object.keys(achados).length > 0) return;
    setEnviando(true);
    try {
      const envio = await enviarUmaVez('autorizar-visita', conteudo, (chave) =>
        autorizarVisita(codcondomino, conteudo, chave),
      );
      if (!envio.enviado) return;
      const r = envio.resposta;
      if (isErroV4(r)) {
        const porCampo = Object.fromEntries(
          Object.entries(r.campos ?? {}).map(([k, v]) => [k.replace(/^conteudo\./, ''), v]),
        );
        setErros(porCampo);
        if (Object.keys(porCampo).length === 0)
          await alert({ header: MENSAGENS.tituloAviso, message: r.mensagem });
        return;
      }
      router.push(`/condominio/visitantes?passe=${r.codautorizacao}`, 'back', 'replace');
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(false);
    }
  }

  const campoErro = (campo: string) => (erros[campo] ? `${id}-${campo}-erro` : undefined);

  return (
    <PageShell title="Autorizar visitante" backHref="/condominio/visitantes">
      <form
        className="modulo-pagina portaria-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void enviar();
        }}
      >
        {unidades.length === 1 && (
          <p className="modulo-cartao-meta">
            {unidades[0]?.nomcondominio} · {unidades[0]?.identificacao}
          </p>
        )}
        {unidades.length > 1 && (
          <div className="modulo-campo">
            <label htmlFor={`${id}-unidade`}>Unidade</label>
            <select
              id={`${id}-unidade`}
              value={codcondomino}
              onChange={(e) => setCodcondomino(e.target.value)}
            >
              {unidades.map((u) => (
                <option key={u.codcondomino} value={u.codcondomino}>
                  {u.nomcondominio} · {u.identificacao}
                </option>
              ))}
            </select>
          </div>
        )}
        <fieldset className="modulo-campo portaria-opcoes">
          <legend>Tipo</legend>
          {TIPOS_VISITA.map((t) => (
            <label key={t}>
              <input type="radio" name="tipo" checked={tipo === t} onChange={() => setTipo(t)} />{' '}
              {ROTULO_TIPO_VISITA[t]}
            </label>
          ))}
        </fieldset>
        <CampoTexto
          rotulo="Nome"
          valor={nome}
          onValor={setNome}
          obrigatorio
          maxLength={120}
          autoComplete="off"
        />
        <Erro id={`${id}-nome-erro`} texto={erros.nome} />
        <CampoTexto
          rotulo="Documento (opcional)"
          valor={documento}
          onValor={setDocumento}
          maxLength={30}
          ajuda="RG ou CPF, para a portaria conferir."
        />
        <fieldset className="modulo-campo portaria-opcoes">
          <legend>Quando</legend>
          <label>
            <input type="radio" name="quando" checked={!recorrente} onChange={() => setRecorrente(false)} />{' '}
            Um dia
          </label>
          <label>
            <input type="radio" name="quando" checked={recorrente} onChange={() => setRecorrente(true)} />{' '}
            Dias da semana, até uma data
          </label>
        </fieldset>
        <div className="modulo-campo">
          <label htmlFor={`${id}-inicio`}>{recorrente ? 'A partir de' : 'Data'}</label>
          <input
            id={`${id}-inicio`}
            type="date"
            min={hoje}
            value={dataInicio}
            onChange={(e) => setDataInicio(e.target.value)}
            aria-describedby={campoErro('dataInicio')}
          />
        </div>
        <Erro id={`${id}-dataInicio-erro`} texto={erros.dataInicio} />
        {recorrente && (
          <>
            <fieldset className="modulo-campo portaria-dias" aria-describedby={campoErro('diasSemana')}>
              <legend>Dias da semana</legend>
              {DIAS_DA_SEMANA.map((nomeDia, d) => (
                <label key={nomeDia}>
                  <input
                    type="checkbox"
                    checked={dias.includes(d)}
                    onChange={(e) =>
                      setDias((atual) => (e.target.checked ? [...atual, d] : atual.filter((x) => x !== d)))
                    }
                  />{' '}
                  {nomeDia}
                </label>
              ))}
            </fieldset>
            <Erro id={`${id}-diasSemana-erro`} texto={erros.diasSemana} />
            <div className="modulo-campo">
              <label htmlFor={`${id}-fim`}>Até</label>
              <input
                id={`${id}-fim`}
                type="date"
                min={dataInicio}
                value={dataFim}
                onChange={(e) => setDataFim(e.target.value)}
                aria-describedby={campoErro('dataFim')}
              />
            </div>
            <Erro id={`${id}-dataFim-erro`} texto={erros.dataFim} />
          </>
        )}
        <div className="portaria-horario">
          <div className="modulo-campo">
            <label htmlFor={`${id}-hora-inicio`}>Das (opcional)</label>
            <input
              id={`${id}-hora-inicio`}
              type="time"
              value={horaInicio}
              onChange={(e) => setHoraInicio(e.target.value)}
              aria-describedby={campoErro('horaInicio')}
            />
          </div>
          <div className="modulo-campo">
            <label htmlFor={`${id}-hora-fim`}>Às (opcional)</label>
            <input
              id={`${id}-hora-fim`}
              type="time"
              value={horaFim}
              onChange={(e) => setHoraFim(e.target.value)}
              aria-describedby={campoErro('horaFim')}
            />
          </div>
        </div>
        <Erro id={`${id}-horaInicio-erro`} texto={erros.horaInicio} />
        <Erro id={`${id}-horaFim-erro`} texto={erros.horaFim} />
        <CampoTexto rotulo="Placa do veículo (opcional)" valor={placa} onValor={setPlaca} maxLength={8} />
        <Erro id={`${id}-placa-erro`} texto={erros.placa} />
        <div className="modulo-acoes">
          <IonButton type="submit" disabled={enviando || !codcondomino}>
            Gerar passe
          </IonButton>
        </div>
      </form>
    </PageShell>
  );
}
