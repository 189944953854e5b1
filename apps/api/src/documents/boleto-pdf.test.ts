import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, REFERENCIA_TESTE } from '../../test/helper.ts';
import type { Database } from '../db/database.ts';
import { cobranca } from '../db/schema/index.ts';
import { cobrancaCompleta } from '../operations/cobrancas/cobranca-dto.ts';
import { boletoPdf, camposDoBoleto, dadosDoBoleto } from './boleto-pdf.ts';

describe('boleto PDF', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
  });
  afterAll(() => database.close());

  it('prints every label once, for every bill of the demo (issue 10: Beneficiário/Vencimento/Valor repeated)', async () => {
    // Every seeded charge as the V3 slip route builds it (documents/resolver-documento.ts), unpaid and due today.
    const linhas = await database.db.select().from(cobranca);
    expect(linhas.length).toBeGreaterThan(10);
    for (const linha of linhas) {
      const { detalhesCobranca, ...dados } = dadosDoBoleto(
        cobrancaCompleta(linha, null, { nome: 'Pagador', cpf: null }, REFERENCIA_TESTE),
      );
      const campos = camposDoBoleto({ ...dados, detalhes: detalhesCobranca });
      const rotulos = campos.map(([rotulo]) => rotulo.toLowerCase().replace(/ do documento$/, ''));
      expect(new Set(rotulos).size, linha.titulo).toBe(rotulos.length);
      // What the charge adds beyond the slip's own fields (its items, a discount, fine and interest) is kept.
      for (const d of detalhesCobranca.filter((x) => !/^(Beneficiário|Vencimento|Valor)$/.test(x.rotulo)))
        expect(
          campos.map(([rotulo]) => rotulo),
          linha.titulo,
        ).toContain(d.rotulo);
    }
    const pdf = await boletoPdf({
      beneficiario: 'Condomínio',
      pagador: 'Carla',
      descricao: 'Condomínio Novembro',
      vencimento: '10/11/2026',
      valor: 100,
      situacao: 'Pago',
      detalhes: [{ rotulo: 'Valor', valor: 'R$ 100,00' }],
    });
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe('%PDF-');
  });
});
