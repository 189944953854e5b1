import { MODULOS } from '@portal/core';
import type { ManifestoModulo, ModuloRota, SecaoDeRotas } from '../lib/modulo.ts';
import { modulo as assembleias } from './assembleias/modulo.ts';
import { modulo as cadastro } from './cadastro/modulo.ts';
import { modulo as cantina } from './cantina/modulo.ts';
import { modulo as cobrancas } from './cobrancas/modulo.ts';
import { modulo as condominio } from './condominio/modulo.ts';
import { modulo as doc } from './doc/modulo.ts';
import { modulo as escola } from './escola/modulo.ts';
import { modulo as eventos } from './eventos/modulo.ts';
import { modulo as inicio } from './inicio/modulo.ts';
import { modulo as ocorrencias } from './ocorrencias/modulo.ts';
import { modulo as planosaude } from './planosaude/modulo.ts';
import { modulo as portaria } from './portaria/modulo.ts';
import { modulo as pprivada } from './pprivada/modulo.ts';
import { modulo as registros } from './registros/modulo.ts';
import { modulo as treinamento } from './treinamento/modulo.ts';

/**
 * Every module's manifest. The order matters only for routes added to every section: a section's own home
 * (eventos, cadastro) is a fixed route and beats inicio's generic one, and the charge screens come before the
 * generic record routes that would otherwise claim their paths.
 */
export const MANIFESTOS: readonly ManifestoModulo[] = [
  planosaude,
  cadastro,
  treinamento,
  doc,
  eventos,
  escola,
  condominio,
  portaria,
  assembleias,
  ocorrencias,
  cantina,
  pprivada,
  inicio,
  cobrancas,
  registros,
];

const primeiroSegmento = (path: string) => path.split('/')[0] ?? '';

/** Drops a route whose path an earlier one has: the first module to claim a path keeps it. */
function semRepetir(rotas: readonly ModuloRota[]): ModuloRota[] {
  const vistos = new Set<string>();
  return rotas.filter((r) => !vistos.has(r.path) && vistos.add(r.path));
}

/** The routes of one section of SPEC §2: its home first, its named pages, then what every section has. */
function secao(path: string, manifestos: readonly ManifestoModulo[]): SecaoDeRotas {
  const fixas = manifestos.flatMap((m) => m.rotas ?? []).filter((r) => primeiroSegmento(r.path) === path);
  const todas = semRepetir([...fixas, ...manifestos.flatMap((m) => m.porSecao?.(path) ?? [])]);
  return { path, rotas: [...todas.filter((r) => r.path === path), ...todas.filter((r) => r.path !== path)] };
}

/** Gathers the manifests into the shell's route groups: SPEC §2's sections, then the pages outside them. */
export function reunir(manifestos: readonly ManifestoModulo[]): SecaoDeRotas[] {
  const avulsas = new Map<string, ModuloRota[]>();
  for (const rota of manifestos.flatMap((m) => m.rotas ?? [])) {
    const base = primeiroSegmento(rota.path);
    if (!MODULOS.includes(base)) avulsas.set(base, [...(avulsas.get(base) ?? []), rota]);
  }
  return [
    ...MODULOS.map((path) => secao(path, manifestos)),
    ...[...avulsas].map(([path, rotas]) => ({ path, rotas })),
  ];
}

export const modulos: SecaoDeRotas[] = reunir(MANIFESTOS);
