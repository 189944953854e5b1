import { operacoes, type SessaoAtiva } from '@portal/core';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { descreverDispositivo } from '../../conta/dispositivo.ts';
import { lugarDoIp } from '../../conta/lugar-do-ip.ts';
import { sessao } from '../../db/schema/index.ts';
import { sessaoDe } from '../contexto.ts';
import { defineOperacao } from '../operacao.ts';

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
        dispositivo: descreverDispositivo(s.agente, s.plataforma),
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
