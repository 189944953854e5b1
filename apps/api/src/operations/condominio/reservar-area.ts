import {
  MENSAGENS_RESERVA,
  mensagemHorarioOcupado,
  mesDaReserva,
  operacoes,
  type RegrasArea,
  type Reserva,
  textoDoHorario,
  validarReserva,
} from '@portal/core';
import { and, eq, ne, sql } from 'drizzle-orm';
import { estadoSql } from '../../db/erro-sql.ts';
import { sqlPreparada } from '../../db/preparada.ts';
import { rowsOf } from '../../db/rows.ts';
import { condominio, reserva } from '../../db/schema/index.ts';
import { alcanceDe } from '../alcance.ts';
import { type Contexto, type Sessao, sessaoDe } from '../contexto.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { defineOperacao } from '../operacao.ts';
import { type AreaRow, areaDoContexto, regrasDe } from './areas.ts';
import { avisar, ROTA_APROVACOES } from './avisos-reserva.ts';
import { lancarTaxaReserva } from './cobranca-reserva.ts';
import { reservaDe, reservaDto } from './reserva-dto.ts';
import { anunciarReservasDaArea, sindicosDo, type UnidadeDoContexto } from './unidades.ts';

/** exclusion_violation: the exclusion constraint `reserva_sem_sobreposicao` found a live booking overlapping. */
const EXCLUSAO = '23P01';

/** A booking asked for, read and checked before its transaction. */
interface Pedido {
  sessao: Sessao;
  area: AreaRow;
  unidade: UnidadeDoContexto;
  regras: RegrasArea;
  horario: { inicio: Date; fim: Date };
  agora: Date;
}

/**
 * coddao 702 — books one slot of an area for the context's unit, as one idempotent write. Core's rules first (a
 * slot of the day, not past, the notice); then the INSERT, and the database alone says whether the slot is free:
 * the exclusion constraint over the area and the period refuses a second live booking (a concurrent one waits
 * for the first to commit and is then refused), which is answered as DESIGN's domain conflict naming the area and
 * the time. The monthly maximum is counted after the insert, under a lock of the unit's row, so two bookings of
 * one unit count each other. The fee goes on the unit's next open bill (or a charge of its own); a booking that needs the síndico waits as
 * 'pendente' and the síndicos are told.
 */
export const reservarArea = defineOperacao(operacoes.reservarArea, {
  acesso: 'token',
  muda: ['condominio', 'cobrancas'],
  // The area (within the context) and core's rules before the transaction opens: the race's losers hold it only
  // for the INSERT the constraint refuses.
  async antes(ctx, [, codarea], { inicio: inicioTexto }) {
    const sessao = sessaoDe(ctx);
    const { area, unidade } = await areaDoContexto(ctx.db, alcanceDe(sessao), codarea);
    const regras = regrasDe(area);
    const inicio = new Date(inicioTexto);
    const agora = ctx.now();
    const valida = validarReserva(regras, inicio, agora, 0);
    if (!valida.ok)
      throw new ErroOperacao('INVALIDO', valida.mensagem, { 'conteudo.inicio': valida.mensagem });
    const horario = { inicio, fim: valida.fim };
    return (ctx) => reservar(ctx, { sessao, area, unidade, regras, horario, agora });
  },
});

/** The booking itself, in the write's transaction. */
async function reservar(
  ctx: Contexto,
  { sessao, area, unidade, regras, horario, agora }: Pedido,
): Promise<Reserva> {
  const { inicio } = horario;
  let codreserva: number;
  try {
    // One statement. A slot already held by a committed booking inserts nothing (NOT EXISTS), so the losers of a
    // race for it answer at once: inserted, they would each wait on the others' uncommitted rows, which
    // PostgreSQL's exclusion check resolves only by deadlock detection (a second each). Two bookings in flight
    // at once both pass NOT EXISTS, and the constraint refuses the second: it alone decides.
    const linhas = rowsOf<{ codreserva: number }>(
      await sqlPreparada(ctx.db, 'reservar_area', () => {
        const periodo = sql`tstzrange(${sql.placeholder('inicio')}::timestamptz, ${sql.placeholder('fim')}::timestamptz, '[)')`;
        return sql`
          INSERT INTO ${reserva} (codarea, codcondomino, codpessoa, periodo, status, criada_em)
          SELECT ${sql.placeholder('codarea')}::int, ${sql.placeholder('codcondomino')}::text,
            ${sql.placeholder('codpessoa')}::int, ${periodo}, ${sql.placeholder('status')}::text,
            ${sql.placeholder('agora')}::timestamptz
          WHERE NOT EXISTS (
            SELECT 1 FROM ${reserva}
            WHERE ${reserva.codarea} = ${sql.placeholder('codarea')}::int AND ${reserva.status} <> 'cancelada'
              AND ${reserva.periodo} && ${periodo}
          )
          RETURNING codreserva`;
      }).execute({
        codarea: area.codarea,
        codcondomino: unidade.codcondomino,
        codpessoa: sessao.pessoa.codpessoa,
        inicio: inicio.toISOString(),
        fim: horario.fim.toISOString(),
        status: regras.exigeAprovacao ? 'pendente' : 'confirmada',
        agora: agora.toISOString(),
      }),
    );
    const nova = linhas[0];
    if (!nova) throw new ErroOperacao('CONFLITO', mensagemHorarioOcupado(area.nome, horario));
    codreserva = Number(nova.codreserva);
  } catch (erro) {
    if (estadoSql(erro) === EXCLUSAO)
      throw new ErroOperacao('CONFLITO', mensagemHorarioOcupado(area.nome, horario));
    throw erro;
  }

  // The unit's row, locked: two bookings of the same unit count each other's row, whoever commits first. NO KEY
  // UPDATE, not UPDATE: the insert's foreign key already holds KEY SHARE on it, and two bookings each holding that
  // while asking for UPDATE would deadlock.
  const mes = mesDaReserva(inicio);
  // The lock and the count go at once (one round trip, db/transacao.ts): the database counts after locking.
  const [, [contagem]] = await Promise.all([
    ctx.db
      .select({ codcondomino: condominio.codcondomino })
      .from(condominio)
      .where(eq(condominio.codcondomino, unidade.codcondomino))
      .for('no key update'),
    ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(reserva)
      .where(
        and(
          eq(reserva.codcondomino, unidade.codcondomino),
          eq(reserva.codarea, area.codarea),
          ne(reserva.status, 'cancelada'),
          sql`lower(${reserva.periodo}) >= ${mes.desde.toISOString()}::timestamptz`,
          sql`lower(${reserva.periodo}) < ${mes.ate.toISOString()}::timestamptz`,
        ),
      ),
  ]);
  if ((contagem?.n ?? 0) > regras.maxPorMes)
    throw new ErroOperacao('CONFLITO', MENSAGENS_RESERVA.limiteMensal(regras.maxPorMes));

  if (regras.taxaCentavos > 0)
    await lancarTaxaReserva(
      ctx.db,
      { codreserva, area: area.nome, ...horario, taxaCentavos: regras.taxaCentavos },
      unidade,
      agora,
    );
  if (regras.exigeAprovacao)
    await avisar(
      ctx.db,
      await sindicosDo(ctx.db, area.codedificio),
      {
        titulo: 'Reserva aguardando aprovação',
        texto: `${unidade.identificacao} pediu ${area.nome} em ${textoDoHorario(horario)}.`,
        rota: ROTA_APROVACOES,
        codcondomino: null,
      },
      agora,
    );
  // The building's people see the slot taken (and their cached months forget it) at commit.
  const [feita] = await Promise.all([
    reservaDe(ctx.db, codreserva, { unidades: [unidade.codcondomino] }),
    anunciarReservasDaArea(ctx.db, area.codarea),
  ]);
  if (!feita) throw new Error('reserva não encontrada');
  return reservaDto(feita, agora);
}
