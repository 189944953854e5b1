import { IonButton } from '@ionic/react';
import {
  type EventoCalendario,
  type EventoEscolarConteudo,
  hojeEmBrasilia,
  type PublicacaoCalendario,
  rotuloTipoEvento,
  TIPOS_EVENTO_ESCOLAR,
  validarEventoEscolar,
} from '@portal/core';
import { useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useFeedback } from '../../ui/feedback.tsx';
import { AcoesDoFormulario } from './acoes-do-formulario.tsx';
import { editarEvento, publicarEvento } from './api/calendario.ts';

/** The form's values: every field as typed ('' for an empty optional one). */
interface Campos {
  codturma: string;
  tipo: string;
  titulo: string;
  descricao: string;
  data: string;
  dataFim: string;
  horaInicio: string;
  horaFim: string;
}

function camposDe(e: EventoCalendario | null, dia: string): Campos {
  if (!e)
    return {
      codturma: '',
      tipo: 'evento',
      titulo: '',
      descricao: '',
      data: dia,
      dataFim: '',
      horaInicio: '',
      horaFim: '',
    };
  return {
    codturma: e.codturma ?? '',
    tipo: e.tipo,
    titulo: e.titulo,
    descricao: e.descricao,
    data: e.data,
    dataFim: e.dataFim === e.data ? '' : e.dataFim,
    horaInicio: e.horaInicio ?? '',
    horaFim: e.horaFim ?? '',
  };
}

const ouNull = (texto: string) => (texto.trim() === '' ? null : texto.trim());

/**
 * The school office's form for one event of the calendar (coddao 284 new, 285 changed): for the whole school or
 * one class, its kind, title, day(s), times and description. Core's rules judge it before it leaves (each message
 * under its field) and the API's answer is shown the same way. One Idempotency-Key per attempt (useEnvioUnico).
 */
export function EventoEscolarForm({
  publicacao,
  evento,
  aoConcluir,
  aoFechar,
}: {
  publicacao: PublicacaoCalendario;
  /** The event to change; null publishes a new one. */
  evento: EventoCalendario | null;
  aoConcluir: () => void;
  aoFechar: () => void;
}) {
  const { toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const hoje = hojeEmBrasilia(new Date());
  const [c, setC] = useState<Campos>(() => camposDe(evento, hoje));
  const [erros, setErros] = useState<Record<string, string>>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const mudar = (campo: keyof Campos) => (e: { currentTarget: { value: string } }) => {
    const valor = e.currentTarget.value;
    setC((atual) => ({ ...atual, [campo]: valor }));
  };

  async function enviar() {
    setAviso(null);
    const conteudo: EventoEscolarConteudo = {
      codempresa: publicacao.codempresa,
      anoletivo: publicacao.anoletivo,
      codturma: ouNull(c.codturma),
      tipo: c.tipo,
      titulo: c.titulo.trim(),
      descricao: c.descricao.trim(),
      data: c.data,
      dataFim: ouNull(c.dataFim),
      horaInicio: ouNull(c.horaInicio),
      horaFim: ouNull(c.horaFim),
    };
    const locais = validarEventoEscolar(conteudo, { hoje, anoletivo: publicacao.anoletivo });
    setErros(locais);
    if (Object.keys(locais).length > 0) return;
    const codevento = evento ? Number(evento.id.slice(1)) : null;
    setEnviando(true);
    try {
      const r = await enviarUmaVez('evento', { codevento, conteudo }, (chave) =>
        codevento === null ? publicarEvento(conteudo, chave) : editarEvento(codevento, conteudo, chave),
      );
      if (!r.enviado) return;
      if (isErroV4(r.resposta)) {
        const doServidor = Object.fromEntries(
          Object.entries(r.resposta.campos ?? {}).map(([campo, m]) => [campo.replace(/^conteudo\./, ''), m]),
        );
        setErros(doServidor);
        if (Object.keys(doServidor).length === 0) setAviso(r.resposta.mensagem);
        return;
      }
      const { familias } = r.resposta;
      const avisadas = familias === 1 ? '1 família avisada' : `${familias} famílias avisadas`;
      toast(codevento === null ? `Evento publicado; ${avisadas}.` : `Evento alterado; ${avisadas}.`);
      aoConcluir();
    } catch (falha) {
      setAviso(mensagemDeErro(falha));
    } finally {
      setEnviando(false);
    }
  }

  /** A field's message under it, tied to the field for screen readers. */
  const erro = (campo: string) =>
    erros[campo] ? (
      <p id={`evento-${campo}-erro`} className="modulo-campo-erro">
        {erros[campo]}
      </p>
    ) : null;
  const descrito = (campo: string) =>
    erros[campo] ? { 'aria-describedby': `evento-${campo}-erro`, 'aria-invalid': true } : {};

  /** One input with its label and its message ('*' marks a required one, for sighted readers only). */
  const entrada = (
    campo: 'titulo' | 'data' | 'dataFim' | 'horaInicio' | 'horaFim',
    rotulo: string,
    extra: { type?: string; required?: boolean; maxLength?: number },
  ) => (
    <div className="modulo-campo">
      <label htmlFor={`evento-${campo}`}>
        {rotulo}
        {extra.required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={`evento-${campo}`}
        value={c[campo]}
        onChange={mudar(campo)}
        {...extra}
        {...descrito(campo)}
      />
      {erro(campo)}
    </div>
  );

  return (
    <form
      className="calendario-form"
      aria-label={evento ? 'Editar evento' : 'Novo evento'}
      onSubmit={(e) => {
        e.preventDefault();
        void enviar();
      }}
    >
      <h3>{evento ? 'Editar evento' : 'Novo evento'}</h3>
      <div className="modulo-campo">
        <label htmlFor="evento-codturma">Para</label>
        <select
          id="evento-codturma"
          value={c.codturma}
          onChange={mudar('codturma')}
          {...descrito('codturma')}
        >
          <option value="">Toda a escola</option>
          {publicacao.turmas.map((t) => (
            <option key={t.codturma} value={t.codturma}>
              {t.descricao}
            </option>
          ))}
        </select>
        {erro('codturma')}
      </div>
      <div className="modulo-campo">
        <label htmlFor="evento-tipo">Tipo</label>
        <select id="evento-tipo" value={c.tipo} onChange={mudar('tipo')} {...descrito('tipo')}>
          {TIPOS_EVENTO_ESCOLAR.map((t) => (
            <option key={t} value={t}>
              {rotuloTipoEvento(t)}
            </option>
          ))}
        </select>
        {erro('tipo')}
      </div>
      {entrada('titulo', 'Título', { required: true, maxLength: 120 })}
      <div className="calendario-form-linha">
        {entrada('data', 'Data', { type: 'date', required: true })}
        {entrada('dataFim', 'Último dia (opcional)', { type: 'date' })}
      </div>
      <div className="calendario-form-linha">
        {entrada('horaInicio', 'Início (opcional)', { type: 'time' })}
        {entrada('horaFim', 'Término (opcional)', { type: 'time' })}
      </div>
      <div className="modulo-campo">
        <label htmlFor="evento-descricao">Descrição</label>
        <textarea
          id="evento-descricao"
          rows={4}
          value={c.descricao}
          maxLength={2000}
          onChange={mudar('descricao')}
          {...descrito('descricao')}
        />
        {erro('descricao')}
      </div>
      <AcoesDoFormulario
        aviso={aviso}
        enviando={enviando}
        rotulo={evento ? 'Salvar alterações' : 'Publicar evento'}
      >
        <IonButton fill="outline" onClick={aoFechar} disabled={enviando}>
          Fechar
        </IonButton>
      </AcoesDoFormulario>
    </form>
  );
}
