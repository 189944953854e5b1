import { hojeEmBrasilia, type Mes, mesDoDia, somarMeses, tituloDoMes } from '@portal/core';
import { useCallback, useState } from 'react';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { lerCalendario } from './api/reservas.ts';
import { CalendarioArea, LegendaCalendario } from './calendario-area.tsx';
import { HorariosDoDia } from './horarios-do-dia.tsx';
import '../../ui/modulos.css';
import './reservas.css';

const textoMes = ({ ano, mes }: Mes) => `${ano}-${String(mes).padStart(2, '0')}`;

/**
 * Route condominio/reservas/area/:codarea: the month view of an area (coddao 708) — each day free, partly booked,
 * full or closed, in colour and in words — and, for the day tapped, its slots to book (horarios-do-dia.tsx).
 * Months before the current one are not offered (nothing in them can be booked).
 */
export function AreaReservaPage() {
  const [, , , codareaTexto = ''] = useCaminhoDaPagina();
  const codarea = Number(codareaTexto);
  const atual = mesDoDia(hojeEmBrasilia(new Date()));
  const [mes, setMes] = useState<Mes>(atual);
  const [dia, setDia] = useState<string | null>(null);
  const [foco, setFoco] = useState<{ dia: string | null; focar: boolean }>({ dia: null, focar: false });
  const moverFoco = useCallback((d: string, focar: boolean) => setFoco({ dia: d, focar }), []);
  const chaveMes = textoMes(mes);
  const carregar = useCallback(() => lerCalendario(codarea, chaveMes), [codarea, chaveMes]);
  const cal = useCarregar(carregar, `calendario-${codarea}-${chaveMes}`, ['condominio']);
  const titulo = tituloDoMes(mes);
  const noPrimeiroMes = textoMes(mes) <= textoMes(atual);

  function mudarMes(n: number) {
    const novo = somarMeses(mes, n);
    if (textoMes(novo) < textoMes(atual)) return;
    setMes(novo);
  }

  return (
    <PageShell title={cal.dados?.area.nome ?? 'Reservar área'}>
      <div className="modulo-pagina">
        <nav className="reserva-mes-navegacao" aria-label="Mês">
          <button
            type="button"
            className="reserva-mes-botao"
            disabled={noPrimeiroMes}
            onClick={() => mudarMes(-1)}
          >
            Mês anterior
          </button>
          <h2 aria-live="polite">{titulo}</h2>
          <button type="button" className="reserva-mes-botao" onClick={() => mudarMes(1)}>
            Próximo mês
          </button>
        </nav>
        <EstadoLista
          carregando={cal.carregando}
          erro={cal.erro}
          vazio={!cal.dados}
          textoVazio="Não foi possível montar o calendário deste mês."
          aoTentarNovamente={cal.recarregar}
          desatualizada={cal.desatualizada}
        >
          {cal.dados && (
            <>
              <CalendarioArea
                mes={mes}
                titulo={titulo}
                dias={cal.dados.dias}
                escolhido={dia}
                aoEscolher={setDia}
                foco={foco.dia}
                focar={foco.focar}
                aoMoverFoco={moverFoco}
                aoMudarMes={mudarMes}
              />
              <LegendaCalendario />
            </>
          )}
        </EstadoLista>
        {dia ? (
          <HorariosDoDia key={dia} codarea={codarea} dia={dia} aoReservar={cal.recarregar} />
        ) : (
          <p className="reserva-dica">Toque em um dia do calendário para ver os horários e reservar.</p>
        )}
      </div>
    </PageShell>
  );
}
