import { operacoes, type SessaoAtiva } from '@portal/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { UAParser } from 'ua-parser-js';
import { lugarDoIp } from '../../conta/lugar-do-ip.ts';
import { sessao } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

/** "Chrome 131 no Android" from a user agent, or what the app said it is. */
function dispositivo(agente: string | null, plataforma: string | null): string {
  const ua = new UAParser(agente ?? '').getResult();
  const navegador = [ua.browser.name, ua.browser.major].filter(Boolean).join(' ');
  const sistema = [ua.os.name, ua.os.version].filter(Boolean).join(' ');
  if (navegador && sistema) return `${navegador} no ${sistema}`;
  return navegador || sistema || (plataforma ? `App (${plataforma})` : 'Dispositivo desconhecido');
}

/** coddao 603 — the person's open sessions, most recently used first, the caller's marked. */
export const sessoesAtivas = defineOperacao(operacoes.sessoesAtivas, {
  acesso: 'token',
  async run(ctx) {
    const { pessoa, sid } = sessaoDe(ctx);
    const linhas = await ctx.db
      .select()
      .from(sessao)
      .where(and(eq(sessao.codpessoa, pessoa.codpessoa), isNull(sessao.revogadaEm)))
      .orderBy(desc(sessao.usadaEm))
      .limit(100);
    const sessoes: SessaoAtiva[] = await Promise.all(
      linhas.map(async (s) => ({
        sid: s.id,
        dispositivo: dispositivo(s.agente, s.plataforma),
        plataforma: s.plataforma,
        ip: s.ip,
        lugar: await lugarDoIp(s.ip, ctx.settings.geoipDb),
        criadaEm: s.criadaEm.toISOString(),
        usadaEm: s.usadaEm.toISOString(),
        atual: s.id === sid,
      })),
    );
    return { sessoes };
  },
});
