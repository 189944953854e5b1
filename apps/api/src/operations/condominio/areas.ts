import { type AreaComum, MENSAGENS_API, type RegrasArea } from '@portal/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.ts';
import { marcadores, preparada, valoresDaLista } from '../../db/preparada.ts';
import { areaComum } from '../../db/schema/index.ts';
import type { Alcance } from '../alcance.ts';
import { ErroOperacao } from '../erro-operacao.ts';
import { type UnidadeDoContexto, unidadesDoContexto } from './unidades.ts';

export type AreaRow = typeof areaComum.$inferSelect;

/** 'HH:MM:SS' as PostgreSQL writes a time → 'HH:MM'. */
const hhmm = (hora: string) => hora.slice(0, 5);

/** An area's rules for core's availability and booking rules. */
export function regrasDe(a: AreaRow): RegrasArea {
  return {
    abre: hhmm(a.abre),
    fecha: hhmm(a.fecha),
    duracaoMinutos: a.duracaoMinutos,
    antecedenciaHoras: a.antecedenciaHoras,
    maxPorMes: a.maxPorMes,
    taxaCentavos: a.taxaCentavos,
    exigeAprovacao: a.exigeAprovacao,
    cancelamentoHoras: a.cancelamentoHoras,
  };
}

export function areaDto(a: AreaRow): AreaComum {
  return { codarea: a.codarea, nome: a.nome, descricao: a.descricao, ...regrasDe(a) };
}

/**
 * An area of a building of the context, with the context's unit in that building (the one that books); an area of
 * another building is not found (the house's "not in this context": 400 "Registro não encontrado.").
 */
export async function areaDoContexto(
  db: Executor,
  alcance: Alcance,
  codarea: number,
): Promise<{ area: AreaRow; unidade: UnidadeDoContexto }> {
  const unidades = await unidadesDoContexto(db, alcance);
  const nome = `area_${unidades.length}`;
  const [area] =
    unidades.length === 0
      ? []
      : await preparada(db, nome, () =>
          db
            .select()
            .from(areaComum)
            .where(
              and(
                eq(areaComum.codarea, sql.placeholder('codarea')),
                inArray(areaComum.codedificio, marcadores('e', unidades.length)),
              ),
            )
            .prepare(nome),
        ).execute({
          codarea,
          ...valoresDaLista(
            'e',
            unidades.map((u) => u.codedificio),
          ),
        });
  const unidade = area && unidades.find((u) => u.codedificio === area.codedificio);
  if (!area || !unidade) throw new ErroOperacao('INVALIDO', MENSAGENS_API.naoEncontrado);
  return { area, unidade };
}
