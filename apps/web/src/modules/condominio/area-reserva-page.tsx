import { IonButton } from '@ionic/react';
import { hojeEmBrasilia, MENSAGENS, ROTULO_SITUACAO_RESERVA, textoDoHorario } from '@portal/core';
import { useCallback, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useCaminhoDaPagina } from '../../lib/use-caminho-da-pagina.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { PageShell } from '../../ui/page-shell.tsx';
import { lerDisponibilidade, reservarArea } from './api/reservas.ts';
import { textoTaxa } from './regras-area.ts';
import '../../ui/modulos.css';
import './reservas.css';

type Horario = { inicio: string; fim: string; situacao: 'livre' | 'ocupado' | 'encerrado' };

const hora = (h: Horario) => textoDoHorario({ inicio: new Date(h.inicio), fim: new Date(h.fim) });
const ROTULO_HORARIO = { livre: 'Livre', ocupado: 'Reservado', encerrado: 'Encerrado' } as const;

/**
 * Route condominio/reservas/area/:codarea: a day's calendar of an area (coddao 701) — the day picked, its slots
 * free, taken or closed — and booking a free slot (coddao 702) after a confirmation that says the fee in R$.
 */
export function AreaReservaPage() {
  const [, , , codareaTexto = ''] = useCaminhoDaPagina();
  const codarea = Number(codareaTexto);
  const hoje = hojeEmBrasilia(new Date());
  const [dia, setDia] = useState(hoje);
  const { alert, confirm, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [enviando, setEnviando] = useState(false);
  const carregar = useCallback(() => lerDisponibilidade(codarea, dia), [codarea, dia]);
  const disp = useCarregar(carregar, `disponibilidade-${codarea}-${dia}`, ['condominio']);
  const area = disp.dados?.area;

  async function reservar(h: Horario) {
    if (!area) return;
    const taxa =
      area.taxaCentavos > 0 ? `Taxa: ${textoTaxa(area.taxaCentavos)}, no boleto da unidade.` : 'Sem taxa.';
    const aprovacao = area.exigeAprovacao ? ' O síndico precisa aprovar.' : '';
    const sim = await confirm({
      header: 'Confirmar reserva',
      message: `${area.nome}, ${hora(h)}. ${taxa}${aprovacao} Cancelamento até ${area.cancelamentoHoras} h antes.`,
      okText: 'Reservar',
      cancelText: 'Voltar',
    });
    if (!sim) return;
    setEnviando(true);
    try {
      const envio = await enviarUmaVez(`reserva-${codarea}-${h.inicio}`, { inicio: h.inicio }, (chave) =>
        reservarArea(codarea, h.inicio, chave),
      );
      if (!envio.enviado) return;
      if (isErroV4(envio.resposta)) {
        await alert({ header: MENSAGENS.tituloAviso, message: envio.resposta.mensagem });
      } else {
        toast(
          envio.resposta.situacao === 'pendente'
            ? `Pedido enviado: ${ROTULO_SITUACAO_RESERVA.pendente.toLowerCase()}.`
            : 'Reserva confirmada.',
        );
      }
      disp.recarregar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(false);
    }
  }

  return (
    <PageShell title={area?.nome ?? 'Reservar área'}>
      <div className="modulo-pagina">
        <div className="modulo-campo reserva-dia">
          <label htmlFor="reserva-dia">Dia</label>
          <input
            id="reserva-dia"
            type="date"
            min={hoje}
            value={dia}
            onChange={(e) => e.target.value && setDia(e.target.value)}
          />
        </div>
        <EstadoLista
          carregando={disp.carregando}
          erro={disp.erro}
          vazio={(disp.dados?.horarios.length ?? 0) === 0}
          textoVazio="Nenhum horário neste dia."
          aoTentarNovamente={disp.recarregar}
          desatualizada={disp.desatualizada}
        >
          <h2>Horários de {dia.split('-').reverse().join('/')}</h2>
          <ul className="reserva-horarios" aria-label="Horários do dia">
            {disp.dados?.horarios.map((h) => (
              <li key={h.inicio} className={`reserva-horario reserva-${h.situacao}`}>
                <span>{hora(h).slice(11)}</span>
                {h.situacao === 'livre' ? (
                  <IonButton
                    size="small"
                    disabled={enviando}
                    onClick={() => void reservar(h)}
                    aria-label={`Reservar ${hora(h)}`}
                  >
                    Reservar
                  </IonButton>
                ) : (
                  <span className="reserva-situacao">{ROTULO_HORARIO[h.situacao]}</span>
                )}
              </li>
            ))}
          </ul>
        </EstadoLista>
      </div>
    </PageShell>
  );
}
