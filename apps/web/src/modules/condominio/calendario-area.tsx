import {
  type DiaDeReservas,
  LEGENDA_SITUACAO_DIA,
  type Mes,
  ROTULO_SITUACAO_DIA,
  rotuloDoDiaDeReservas,
  type SituacaoDiaReserva,
  semanasDoMes,
} from '@portal/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { CabecalhoDaSemana } from '../../ui/cabecalho-da-semana.tsx';
import './calendario-area.css';

const DIA_MS = 86_400_000;

/** The day `n` days after `dia` ('yyyy-mm-dd'). */
const somarDias = (dia: string, n: number) =>
  new Date(Date.parse(`${dia}T12:00:00Z`) + n * DIA_MS).toISOString().slice(0, 10);

/** The same day of the month `n` months away, or that month's last day when it is shorter. */
function mesmoDiaEm(dia: string, n: number): string {
  const [ano, m, d] = dia.split('-').map(Number) as [number, number, number];
  const ultimo = new Date(Date.UTC(ano, m - 1 + n + 1, 0)).getUTCDate();
  return new Date(Date.UTC(ano, m - 1 + n, Math.min(d, ultimo))).toISOString().slice(0, 10);
}

/** How far each key moves the focus, in days; PageUp/PageDown move a month (the parent loads it). */
const PASSOS: Readonly<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

interface Props {
  mes: Mes;
  titulo: string;
  dias: readonly DiaDeReservas[];
  escolhido: string | null;
  aoEscolher(dia: string): void;
  /** The day in the tab order (the page keeps it, so it survives the grid's reload for another month). */
  foco: string | null;
  /** Whether the keyboard just moved there: the grid then focuses it once it is on screen. */
  focar: boolean;
  aoMoverFoco(dia: string, focar: boolean): void;
  /** Asks for another month (the keyboard left this one). */
  aoMudarMes(n: number): void;
}

/**
 * The month grid of an area, a table whose column heads name the weekdays (a date picker's keyboard, without
 * ARIA's grid role, which the linter keeps off a table): one button a day saying its number and its
 * state in a word, the state's colour behind it, and with the free slots to a screen reader ('30: Parcial, 2 horários livres'). One day
 * is in the tab order; the arrows move a day or a week, Home/End to the week's ends, PageUp/PageDown a month;
 * Enter or a tap chooses the day.
 */
export function CalendarioArea(p: Props) {
  const { mes, titulo, dias, escolhido, foco, focar } = p;
  const porDia = new Map(dias.map((d) => [d.dia, d]));
  const focoNoMes =
    foco && porDia.has(foco) ? foco : escolhido && porDia.has(escolhido) ? escolhido : (dias[0]?.dia ?? '');
  const grade = useRef<HTMLTableElement>(null);
  const { aoMoverFoco } = p;

  useEffect(() => {
    if (!focar) return;
    const botao = grade.current?.querySelector<HTMLButtonElement>(`button[data-dia="${focoNoMes}"]`);
    if (!botao) return;
    botao.focus();
    aoMoverFoco(focoNoMes, false);
  }, [focar, focoNoMes, aoMoverFoco]);

  function teclar(e: KeyboardEvent<HTMLButtonElement>, dia: string) {
    const semana = new Date(`${dia}T12:00:00Z`).getUTCDay();
    const passo = PASSOS[e.key] ?? (e.key === 'Home' ? -semana : e.key === 'End' ? 6 - semana : undefined);
    const meses = e.key === 'PageUp' ? -1 : e.key === 'PageDown' ? 1 : 0;
    if (passo === undefined && meses === 0) return;
    e.preventDefault();
    const novoDia = meses !== 0 ? mesmoDiaEm(dia, meses) : somarDias(dia, passo ?? 0);
    p.aoMoverFoco(novoDia, true);
    if (!porDia.has(novoDia)) p.aoMudarMes(novoDia < dia ? -1 : 1);
  }

  return (
    <table ref={grade} className="reserva-calendario" aria-label={`Disponibilidade em ${titulo}`}>
      <CabecalhoDaSemana />
      <tbody>
        {semanasDoMes(mes).map((semana) => (
          <tr key={semana[0]?.dia}>
            {semana.map(({ dia, doMes }) => {
              const d = doMes ? porDia.get(dia) : undefined;
              if (!d) return <td key={dia} className="reserva-calendario-fora" />;
              const marcado = dia === escolhido;
              return (
                <td key={dia}>
                  <button
                    type="button"
                    data-dia={dia}
                    className={`reserva-dia-botao reserva-dia-${d.situacao}`}
                    tabIndex={dia === focoNoMes ? 0 : -1}
                    aria-label={rotuloDoDiaDeReservas(d)}
                    aria-pressed={marcado}
                    onClick={() => {
                      p.aoMoverFoco(dia, false);
                      p.aoEscolher(dia);
                    }}
                    onKeyDown={(e) => teclar(e, dia)}
                  >
                    <span className="reserva-dia-numero">{Number(dia.slice(8, 10))}</span>
                    {/* A space between them: the text read from the cell is "30 Parcial", the start of its name. */}{' '}
                    <span className="reserva-dia-situacao">{ROTULO_SITUACAO_DIA[d.situacao]}</span>
                  </button>
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const ORDEM_LEGENDA: readonly SituacaoDiaReserva[] = ['livre', 'parcial', 'lotado', 'fechado'];

/** What the colours mean, in words. */
export function LegendaCalendario() {
  return (
    <ul className="reserva-legenda" aria-label="Legenda">
      {ORDEM_LEGENDA.map((s) => (
        <li key={s}>
          <span className={`reserva-legenda-cor reserva-dia-${s}`} aria-hidden="true" />
          <span>
            <strong>{ROTULO_SITUACAO_DIA[s]}</strong>: {LEGENDA_SITUACAO_DIA[s]}
          </span>
        </li>
      ))}
    </ul>
  );
}
