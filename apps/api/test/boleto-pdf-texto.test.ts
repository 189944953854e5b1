import { type Cobranca, type CobrancaResumo, formatDataBr, formatMoedaBr } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPF, v3Path } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { textosDoPdf } from './pdf-texto.ts';

/** The labels a slip prints in its table. */
const ROTULOS = ['Beneficiário', 'Pagador', 'Referência', 'Vencimento', 'Valor do documento', 'Situação'];

const contar = (textos: string[], alvo: string) => textos.filter((t) => t.includes(alvo)).length;

/** Issue 10: the paid bill's PDF repeated Beneficiário, Vencimento and Valor. */
describe('the bill PDF as a reader extracts it (V3 boleto)', () => {
  let t: TestApp;
  let carla: string;
  beforeAll(async () => {
    t = await buildTestApp();
    carla = await t.login(CPF.carla);
  });
  afterAll(() => t.close());

  /** Carla's condominium charges (coddao 500 and 501: a charge is no module record, issue 28). */
  async function boletos(): Promise<Cobranca[]> {
    const res = await t.callV4(500, ['W1', 'condominio', 'boletos', 1, 100], { token: carla });
    expect(res.status).toBe(200);
    const itens = res.body.conteudo.itens as CobrancaResumo[];
    return Promise.all(
      itens.map(
        async (i) =>
          (await t.callV4(501, ['W1', 'condominio', i.codcobranca], { token: carla })).body
            .conteudo as Cobranca,
      ),
    );
  }

  it('prints each label and each of its own values once, open or paid', async () => {
    const lidos = { pago: 0, aberto: 0 };
    for (const c of await boletos()) {
      const res = await t.app.inject({
        method: 'GET',
        url: await v3Path(c.documento.doc, c.documento.params),
        headers: { authorization: `Bearer ${carla}` },
      });
      expect(res.statusCode, c.titulo).toBe(200);
      const textos = await textosDoPdf(res.rawPayload);
      const pago = c.situacao === 'pago';
      lidos[pago ? 'pago' : 'aberto']++;
      // What makes up a condominium fee (its typed items) is printed, as its record's details were.
      expect(c.itens.length, c.titulo).toBeGreaterThan(1);

      for (const rotulo of [...ROTULOS, ...c.itens.map((i) => i.descricao)]) {
        expect(
          textos.filter((x) => x === rotulo),
          `${c.titulo}: ${rotulo}`,
        ).toHaveLength(1);
      }
      expect(textos, c.titulo).not.toContain('Valor');
      expect(contar(textos, formatDataBr(c.vencimento)), `${c.titulo}: vencimento`).toBe(1);
      expect(contar(textos, formatMoedaBr(c.valorCentavos / 100)), `${c.titulo}: valor`).toBe(1);
      for (const i of c.itens)
        expect(textos[textos.indexOf(i.descricao) + 1], `${c.titulo}: ${i.descricao}`).toBe(
          formatMoedaBr(i.valorCentavos / 100),
        );
      expect(contar(textos, 'Situação'), `${c.titulo}: situação`).toBe(1);
      const beneficiario = textos[textos.indexOf('Beneficiário') + 1] ?? '';
      // Once as a field of its own (the reference may still name the building beside the unit).
      expect(
        textos.filter((x) => x === beneficiario),
        `${c.titulo}: beneficiário`,
      ).toHaveLength(1);
      // The beneficiary with its CNPJ (issue 13: a slip a person would trust).
      expect(beneficiario, c.titulo).toBe(`${c.beneficiario} - CNPJ ${c.beneficiarioCnpj}`);
      expect(beneficiario, c.titulo).toMatch(/ - CNPJ \d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/);
      // Named by what it is: a paid bill's PDF is its receipt.
      expect(textos[0], c.titulo).toBe(pago ? 'Comprovante de pagamento' : 'Boleto de pagamento');
    }
    expect(lidos.pago).toBeGreaterThan(0);
    expect(lidos.aberto).toBeGreaterThan(0);
  });

  /** Issue 29: the receipt said "Pago em 27/11/2026 15:01" (UTC) where the screen said 12:01 (Brasília). */
  it('prints when a bill was paid on Brasília’s clock, not the server’s', async () => {
    const pagos = (await boletos()).filter((c) => c.pagamento);
    expect(pagos.length).toBeGreaterThan(0);
    for (const c of pagos) {
      const res = await t.app.inject({
        method: 'GET',
        url: await v3Path(c.documento.doc, c.documento.params),
        headers: { authorization: `Bearer ${carla}` },
      });
      const textos = await textosDoPdf(res.rawPayload);
      // Brasília is UTC−3 all year: the instant less three hours, read in UTC.
      const brasilia = new Date(Date.parse(c.pagamento?.pagoEm ?? '') - 3 * 3_600_000).toISOString();
      const [ano, mes, dia] = brasilia.slice(0, 10).split('-');
      expect(textos[textos.indexOf('Pago em') + 1], c.titulo).toBe(
        `${dia}/${mes}/${ano} ${brasilia.slice(11, 16)}`,
      );
    }
  });

  it('names each bill’s document by what it is: the slip to pay, the receipt once paid', async () => {
    const nomes = new Set<string>();
    for (const c of await boletos()) {
      const tipo = c.situacao === 'pago' ? 'comprovante' : 'boleto';
      nomes.add(tipo);
      expect(c.documento.filename, c.titulo).toBe(`${tipo}-${c.codcobranca}.pdf`);
    }
    expect([...nomes].sort()).toEqual(['boleto', 'comprovante']);
  });
});
