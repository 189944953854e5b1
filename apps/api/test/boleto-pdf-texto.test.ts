import { formatMoedaBr, operacoes, rotuloDoAnexo, SITUACOES_COBRANCA } from '@portal/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CPF, v3Path } from './fixtures.ts';
import { buildTestApp, demoTeste, type TestApp } from './helper.ts';
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

  const boletos = demoTeste.modulos
    .filter((l) => l.modulo === 'condominio' && l.lista === 'boletos')
    .flatMap((l) => l.registros)
    .filter((r) => r.anexo?.doc === 'boleto');

  it('prints each label and each of its own values once, open or paid', async () => {
    const lidos = { pago: 0, aberto: 0 };
    for (const r of boletos) {
      const res = await t.app.inject({
        method: 'GET',
        url: await v3Path('boleto', [r.codregistro]),
        headers: { authorization: `Bearer ${carla}` },
      });
      // Another person's bill (403) or Carla's other building, outside her context (404).
      if (res.statusCode === 403 || res.statusCode === 404) continue;
      expect(res.statusCode, r.titulo).toBe(200);
      const textos = await textosDoPdf(res.rawPayload);
      const pago = r.status === SITUACOES_COBRANCA.pago;
      lidos[pago ? 'pago' : 'aberto']++;

      for (const rotulo of [...ROTULOS, ...r.detalhes.map((d) => d.rotulo)]) {
        if (rotulo === 'Valor') continue; // the record's "Valor" is the slip's "Valor do documento"
        expect(
          textos.filter((x) => x === rotulo),
          `${r.titulo}: ${rotulo}`,
        ).toHaveLength(1);
      }
      expect(textos, r.titulo).not.toContain('Valor');
      const vencimento = (r.data ?? '').slice(0, 10).split('-').reverse().join('/');
      expect(contar(textos, vencimento), `${r.titulo}: vencimento`).toBe(1);
      expect(contar(textos, formatMoedaBr(r.valor ?? 0)), `${r.titulo}: valor`).toBe(1);
      expect(contar(textos, 'Situação'), `${r.titulo}: situação`).toBe(1);
      const beneficiario = textos[textos.indexOf('Beneficiário') + 1] ?? '';
      // Once as a field of its own (the reference may still name the building beside the unit).
      expect(
        textos.filter((x) => x === beneficiario),
        `${r.titulo}: beneficiário`,
      ).toHaveLength(1);
      // The beneficiary with its CNPJ (issue 13: a slip a person would trust).
      expect(beneficiario, r.titulo).toMatch(
        new RegExp(
          `^${r.detalhes.find((d) => d.rotulo === 'Beneficiário')?.valor} - CNPJ \\d{2}\\.\\d{3}\\.\\d{3}/\\d{4}-\\d{2}$`,
        ),
      );
      // Named by what it is: a paid bill's PDF is its receipt.
      expect(textos[0], r.titulo).toBe(pago ? 'Comprovante de pagamento' : 'Boleto de pagamento');
    }
    expect(lidos.pago).toBeGreaterThan(0);
    expect(lidos.aberto).toBeGreaterThan(0);
  });

  it('names each bill\'s button by its attachment kind: "Ver boleto" to pay, "Ver comprovante" once paid', async () => {
    const res = await t.callV4(300, ['W1', 'condominio', 'boletos', 1, 100], { token: carla });
    expect(res.status).toBe(200);
    const { itens } = operacoes.moduloRegistros.resultado.parse(res.body.conteudo);
    const rotulos = new Set<string>();
    for (const r of itens) {
      if (!r.anexo) continue;
      const rotulo = rotuloDoAnexo(r.anexo);
      rotulos.add(rotulo);
      expect(rotulo, r.titulo).toBe(r.status === SITUACOES_COBRANCA.pago ? 'Ver comprovante' : 'Ver boleto');
    }
    expect([...rotulos].sort()).toEqual(['Ver boleto', 'Ver comprovante']);
  });
});
