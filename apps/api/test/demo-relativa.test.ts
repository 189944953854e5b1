import { SITUACOES_COBRANCA, SITUACOES_EM_ABERTO } from '@portal/core';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open-database.ts';
import { evento, moduloRegistro } from '../src/db/schema.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { PASSWORD_SECRET } from './helper.ts';

/** Issue 10, defect 13: whenever the database is created, the demo is right for that month. */
describe('the demo is seeded relative to the day the database is created', () => {
  for (const hoje of ['2026-11-24T15:00:00Z', '2027-03-15T15:00:00Z', '2028-01-05T15:00:00Z']) {
    it(`created on ${hoje.slice(0, 10)}: this month's bills open, last month's paid, the next events ahead`, async () => {
      const dia = new Date(hoje);
      const database = await openDatabase({ kind: 'memory' }, async (db) => {
        await seedDatabase(db, PASSWORD_SECRET, dia);
      });
      try {
        const mes = hoje.slice(0, 7);
        const anterior = new Date(Date.UTC(dia.getUTCFullYear(), dia.getUTCMonth() - 1, 1))
          .toISOString()
          .slice(0, 7);
        for (const lista of ['mensalidades', 'boletos']) {
          const linhas = await database.db
            .select({ dados: moduloRegistro.dados })
            .from(moduloRegistro)
            .where(
              and(
                eq(moduloRegistro.modulo, lista === 'boletos' ? 'condominio' : 'escola'),
                eq(moduloRegistro.lista, lista),
              ),
            );
          const doMes = linhas.filter((l) => l.dados.data?.startsWith(mes));
          expect(doMes.length, lista).toBeGreaterThan(0);
          for (const l of doMes) expect(SITUACOES_EM_ABERTO, l.dados.titulo).toContain(l.dados.status);
          const doAnterior = linhas.filter((l) => l.dados.data?.startsWith(anterior));
          expect(
            doAnterior.some((l) => l.dados.status === SITUACOES_COBRANCA.pago),
            lista,
          ).toBe(true);
          // The title says the same month as the due date.
          for (const l of doMes) expect(l.dados.titulo).toMatch(new RegExp(`/${mes.slice(0, 4)}$`));
        }
        const eventos = await database.db.select({ inicio: evento.dthinicio }).from(evento);
        expect(eventos.filter((e) => e.inicio.getTime() > dia.getTime()).length).toBeGreaterThan(2);
      } finally {
        await database.close();
      }
    });
  }
});
