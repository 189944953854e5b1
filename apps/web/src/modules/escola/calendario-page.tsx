import { IonButton, IonSpinner } from '@ionic/react';
import {
  agruparAgenda,
  diasDoMes,
  type EventoCalendario,
  eventoNoDia,
  hojeEmBrasilia,
  type Mes,
  mesDoDia,
  ordenarEventos,
  rotuloTipoEvento,
  semanasDoMes,
  somarMeses,
  textoHorario,
  tituloDoMes,
} from '@portal/core';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { abrirArquivo } from '../../lib/arquivos.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useGuardarComo } from '../../lib/use-guardar-como.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { CabecalhoDaSemana } from '../../ui/cabecalho-da-semana.tsx';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { cancelarEvento, lerCalendario } from './api/calendario.ts';
import { AssinarCalendario } from './assinar-calendario.tsx';
import '../../ui/modulos.css';
import './calendario.css';

export const SEM_EVENTOS = 'Nenhum evento neste mês.';

/** The office's form is its own chunk: families, who never see it, do not load it. */
const EventoEscolarForm = lazy(() =>
  import('./evento-escolar-form.tsx').then((m) => ({ default: m.EventoEscolarForm })),
);

/** The school office's changes to the calendar reach every open calendar (coddao 284–286 announce it). */
const TOPICOS_CALENDARIO = ['calendario'] as const;

/** The month grid from 768 px (a tablet held upright); below it, the agenda list alone. */
const TELA_DO_MES = '(min-width: 768px)';

function useTelaDoMes(): boolean {
  return useSyncExternalStore(
    (ouvinte) => {
      const consulta = window.matchMedia?.(TELA_DO_MES);
      consulta?.addEventListener?.('change', ouvinte);
      return () => consulta?.removeEventListener?.('change', ouvinte);
    },
    () => window.matchMedia?.(TELA_DO_MES).matches ?? false,
    () => false,
  );
}

/** What the school office may do to an event it published (absent for everyone else and other events). */
interface AcoesDoEvento {
  aoEditar: (evento: EventoCalendario) => void;
  aoCancelar: (evento: EventoCalendario) => void;
}

/** One event of the list, with its kind, time, class and "Adicionar à agenda"; the office's own, edit and cancel. */
function ItemEvento({ evento, acoes }: { evento: EventoCalendario; acoes?: AcoesDoEvento | undefined }) {
  const { toast } = useFeedback();
  const adicionar = async () => {
    try {
      const { icsDoEvento, nomeDoIcs } = await import('./ics-do-evento.ts');
      abrirArquivo(await icsDoEvento(evento), nomeDoIcs(evento), 'text/calendar');
    } catch {
      toast('Não foi possível gerar o arquivo do evento. Tente novamente.');
    }
  };
  return (
    <li className={`calendario-evento calendario-tipo-${evento.tipo}`}>
      <div className="calendario-evento-texto">
        <span className="calendario-etiqueta">{rotuloTipoEvento(evento.tipo)}</span>
        <h4>{evento.titulo}</h4>
        <p className="calendario-evento-meta">
          {textoHorario(evento)}
          {evento.turma ? ` · ${evento.turma}` : ''}
        </p>
        {evento.descricao && <p>{evento.descricao}</p>}
      </div>
      {evento.tipo !== 'feriado' && (
        <IonButton
          fill="outline"
          size="small"
          onClick={adicionar}
          aria-label={`Adicionar à agenda: ${evento.titulo}`}
        >
          Adicionar à agenda
        </IonButton>
      )}
      {acoes && evento.editavel && (
        <div className="calendario-evento-acoes">
          <IonButton
            fill="outline"
            size="small"
            onClick={() => acoes.aoEditar(evento)}
            aria-label={`Editar: ${evento.titulo}`}
          >
            Editar
          </IonButton>
          <IonButton
            fill="outline"
            size="small"
            color="danger"
            onClick={() => acoes.aoCancelar(evento)}
            aria-label={`Cancelar evento: ${evento.titulo}`}
          >
            Cancelar evento
          </IonButton>
        </div>
      )}
    </li>
  );
}

/** The month as a table of weeks, Sunday first; each day lists its events' titles. */
function GradeDoMes({ mes, eventos, hoje }: { mes: Mes; eventos: EventoCalendario[]; hoje: string }) {
  return (
    <table className="calendario-grade">
      <caption className="sr-only">{`Calendário de ${tituloDoMes(mes)}`}</caption>
      <CabecalhoDaSemana />
      <tbody>
        {semanasDoMes(mes).map((semana) => (
          <tr key={semana[0]?.dia}>
            {semana.map(({ dia, doMes }) => {
              const doDia = doMes ? eventos.filter((e) => eventoNoDia(e, dia)) : [];
              return (
                <td
                  key={dia}
                  className={`${doMes ? '' : 'calendario-fora'} ${dia === hoje ? 'calendario-hoje' : ''}`}
                >
                  {doMes && <span className="calendario-numero">{Number(dia.slice(8, 10))}</span>}
                  {doDia.length > 0 && (
                    <ul>
                      {doDia.map((e) => (
                        <li
                          key={e.id}
                          className={`calendario-marca calendario-tipo-${e.tipo}`}
                          title={e.titulo}
                        >
                          {e.titulo}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Route escola/calendario (issue 31): the month's school days of the context's child — events, exams, meetings,
 * recesses — and Brazil's national holidays (coddao 280). From 768 px a month grid above the list; on a phone
 * the agenda list alone. Each event can go to the person's calendar app as an .ics; the section below subscribes
 * the phone's calendar to the family's private feed. The school office also gets "Novo evento" and, on the events
 * it published, "Editar" and "Cancelar evento" (coddao 284–286); the calendar re-reads when any of them happens.
 */
export function CalendarioPage() {
  const hoje = hojeEmBrasilia(new Date());
  const [mes, setMes] = useState<Mes>(() => mesDoDia(hoje));
  const largo = useTelaDoMes();
  const { dados, carregando, erro, desatualizada, recarregar } = useCarregar(
    () => lerCalendario(mes.ano, mes.mes),
    `calendario-${mes.ano}-${mes.mes}`,
    TOPICOS_CALENDARIO,
    useGuardarComo('calendario', mes.ano, mes.mes),
  );
  const { confirm, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  // The form open: 'novo', the event being changed, or none.
  const [editando, setEditando] = useState<EventoCalendario | 'novo' | null>(null);
  const publicacao = dados?.publicacao ?? null;
  const acoes: AcoesDoEvento | undefined = publicacao
    ? {
        aoEditar: (e) => setEditando(e),
        aoCancelar: async (e) => {
          const sim = await confirm({
            header: 'Cancelar evento',
            message: `Cancelar "${e.titulo}"? As famílias serão avisadas.`,
          });
          if (!sim) return;
          try {
            const codevento = Number(e.id.slice(1));
            const r = await enviarUmaVez(`cancelar-${codevento}`, codevento, (chave) =>
              cancelarEvento(codevento, chave),
            );
            if (!r.enviado) return;
            toast(
              isErroV4(r.resposta) ? r.resposta.mensagem : 'Evento cancelado; as famílias foram avisadas.',
            );
            if (editando !== 'novo' && editando?.id === e.id) setEditando(null);
            recarregar();
          } catch (falha) {
            toast(mensagemDeErro(falha));
          }
        },
      }
    : undefined;
  const eventos = dados ? ordenarEventos(dados.eventos) : [];
  const { inicio, fim } = diasDoMes(mes);
  const agenda = agruparAgenda(eventos, inicio, fim);
  const titulo = tituloDoMes(mes);
  return (
    <PageShell title="Calendário escolar" backHref="/escola">
      <div className="modulo-pagina calendario">
        <nav className="calendario-navegacao" aria-label="Mês">
          <IonButton fill="clear" onClick={() => setMes((m) => somarMeses(m, -1))}>
            Mês anterior
          </IonButton>
          <h2 aria-live="polite">{titulo}</h2>
          <IonButton fill="clear" onClick={() => setMes((m) => somarMeses(m, 1))}>
            Próximo mês
          </IonButton>
        </nav>
        {publicacao && editando === null && (
          <div className="modulo-acoes">
            <IonButton onClick={() => setEditando('novo')}>Novo evento</IonButton>
          </div>
        )}
        {publicacao && editando !== null && (
          <Suspense fallback={<IonSpinner name="crescent" aria-label="Carregando o formulário" />}>
            <EventoEscolarForm
              key={editando === 'novo' ? 'novo' : editando.id}
              publicacao={publicacao}
              evento={editando === 'novo' ? null : editando}
              aoFechar={() => setEditando(null)}
              aoConcluir={() => {
                setEditando(null);
                recarregar();
              }}
            />
          </Suspense>
        )}
        <EstadoLista
          carregando={carregando}
          erro={erro}
          vazio={!!dados && eventos.length === 0}
          textoVazio={SEM_EVENTOS}
          aoTentarNovamente={recarregar}
          desatualizada={desatualizada}
        />
        {dados && largo && <GradeDoMes mes={mes} eventos={eventos} hoje={hoje} />}
        {agenda.length > 0 && (
          <section aria-label={`Agenda de ${titulo}`}>
            {agenda.map((dia) => (
              <div key={dia.dia} className="calendario-dia">
                <h3 className={dia.dia === hoje ? 'calendario-dia-hoje' : undefined}>
                  {dia.titulo}
                  {dia.dia === hoje ? ' (hoje)' : ''}
                </h3>
                <ul className="calendario-eventos">
                  {dia.eventos.map((e) => (
                    <ItemEvento key={`${dia.dia}-${e.id}`} evento={e} acoes={acoes} />
                  ))}
                </ul>
              </div>
            ))}
          </section>
        )}
        <AssinarCalendario />
      </div>
    </PageShell>
  );
}
