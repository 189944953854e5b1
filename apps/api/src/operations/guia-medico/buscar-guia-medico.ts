import { operacoes } from '@portal/core';
import { and, asc, ilike, or, type SQL, sql } from 'drizzle-orm';
import { prestador } from '../../db/schema/index.ts';
import { defineOperacao } from '../operacao.ts';
import { lista, offsetDe } from '../pagina.ts';
import { termoBusca } from '../recados/recado-dto.ts';

/** coddao 220 — the medical guide (public): search by name, specialty or district, filter by specialty and city. */
export const buscarGuiaMedico = defineOperacao(operacoes.guiaMedico, {
  acesso: 'publico',
  leitura: ['guia'],
  async run(ctx, [, busca = '', especialidade = '', cidade = '', pagina = 1, tamanhoPagina = 20]) {
    const condicoes: (SQL | undefined)[] = [];
    if (busca) {
      const termo = termoBusca(busca);
      condicoes.push(
        or(
          ilike(prestador.nome, termo),
          ilike(prestador.especialidade, termo),
          ilike(prestador.bairro, termo),
        ),
      );
    }
    if (especialidade) condicoes.push(sql`lower(${prestador.especialidade}) = lower(${especialidade})`);
    if (cidade) condicoes.push(sql`lower(${prestador.cidade}) = lower(${cidade})`);
    const where = and(...condicoes);
    const [linhas, [contagem], especialidades, cidades] = await Promise.all([
      ctx.db
        .select({
          codprestador: prestador.codprestador,
          nome: prestador.nome,
          especialidade: prestador.especialidade,
          endereco: prestador.endereco,
          bairro: prestador.bairro,
          cidade: prestador.cidade,
          uf: prestador.uf,
          cep: prestador.cep,
          telefone: prestador.telefone,
          latitude: prestador.latitude,
          longitude: prestador.longitude,
        })
        .from(prestador)
        .where(where)
        .orderBy(asc(prestador.nome), asc(prestador.codprestador))
        .limit(tamanhoPagina)
        .offset(offsetDe(pagina, tamanhoPagina)),
      ctx.db.select({ total: sql<number>`count(*)::int` }).from(prestador).where(where),
      ctx.db
        .selectDistinct({ v: prestador.especialidade })
        .from(prestador)
        .orderBy(asc(prestador.especialidade)),
      ctx.db.selectDistinct({ v: prestador.cidade }).from(prestador).orderBy(asc(prestador.cidade)),
    ]);
    return {
      ...lista(linhas, Number(contagem?.total ?? 0), pagina, tamanhoPagina),
      especialidades: especialidades.map((e) => e.v),
      cidades: cidades.map((c) => c.v),
    };
  },
});
