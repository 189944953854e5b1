import { situacaoDoRegistro } from '@portal/core';
import { moduloRegistro } from '../../db/schema/index.ts';
import type { RegistroModulo } from '../../db/schema/tipos.ts';

/** What a row holds beyond its display record: its day and the kind of status that day decides. */
export interface Linha {
  dados: RegistroModulo;
  data: string | null;
  situacao: string | null;
}

export const colunas = {
  dados: moduloRegistro.dados,
  data: moduloRegistro.data,
  situacao: moduloRegistro.situacao,
};

/** The record with its status as of today (Brasília's): core computes it from the row's day, none is stored. */
export function registroHoje({ dados, data, situacao }: Linha, hoje: string): RegistroModulo {
  const calculada = situacao && data ? situacaoDoRegistro(situacao, data, hoje) : undefined;
  return calculada ? { ...dados, ...calculada } : dados;
}

/** A stored record in the list shape (no details, no html). */
export function resumo(r: RegistroModulo) {
  const { escopo: _escopo, detalhes: _detalhes, html: _html, ...campos } = r;
  return campos;
}
