import { IonButton } from '@ionic/react';
import { MENSAGENS, ROTULO_SITUACAO_RESERVA, textoDoHorario } from '@portal/core';
import { useCallback, useState } from 'react';
import { isErroV4, mensagemDeErro } from '../../lib/api-client.ts';
import { useEnvioUnico } from '../../lib/use-envio-unico.ts';
import { useCarregar } from '../../lib/use-paginada.ts';
import { EstadoLista } from '../../ui/estado-lista.tsx';
import { useFeedback } from '../../ui/feedback.tsx';
import { lerDisponibilidade, reservarArea } from './api/reservas.ts';
import { textoTaxa } from './regras-area.ts';

type Horario = { inicio: string; fim: string; situacao: 'livre' | 'ocupado' | 'encerrado' };

const hora = (h: Horario) => textoDoHorario({ inicio: new Date(h.inicio), fim: new Date(h.fim) });
const ROTULO_HORARIO = { livre: 'Livre', ocupado: 'Reservado', encerrado: 'Encerrado' } as const;

/**
 * A day's slots of an area (coddao 701) — free, taken or closed — and booking a free one (coddao 702) after a
 * confirmation that says the fee in R$ and that it goes on the unit's next bill. `aoReservar` lets the month view
 * re-read its day.
 */
export function HorariosDoDia({
  codarea,
  dia,
  aoReservar,
}: {
  codarea: number;
  dia: string;
  aoReservar(): void;
}) {
  const { alert, confirm, toast } = useFeedback();
  const enviarUmaVez = useEnvioUnico();
  const [enviando, setEnviando] = useState(false);
  const carregar = useCallback(() => lerDisponibilidade(codarea, dia), [codarea, dia]);
  const disp = useCarregar(carregar, `disponibilidade-${codarea}-${dia}`, ['condominio']);
  const area = disp.dados?.area;

  async function reservar(h: Horario) {
    if (!area) return;
    const taxa =
      area.taxaCentavos > 0
        ? `Taxa: ${textoTaxa(area.taxaCentavos)}, lançada no próximo boleto da unidade.`
        : 'Sem taxa.';
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
      aoReservar();
    } catch (falha) {
      await alert({ header: MENSAGENS.tituloErro, message: mensagemDeErro(falha) });
    } finally {
      setEnviando(false);
    }
  }

  return (
    <section className="reserva-dia-escolhido" aria-labelledby="horarios-titulo">
      <h2 id="horarios-titulo">Horários de {dia.split('-').reverse().join('/')}</h2>
      <EstadoLista
        carregando={disp.carregando}
        erro={disp.erro}
        vazio={(disp.dados?.horarios.length ?? 0) === 0}
        textoVazio="Nenhum horário neste dia."
        aoTentarNovamente={disp.recarregar}
        desatualizada={disp.desatualizada}
      >
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
    </section>
  );
}
