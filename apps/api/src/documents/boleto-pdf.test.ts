import { describe, expect, it } from 'vitest';
import { modulos } from '../seed-data/index.ts';
import { boletoPdf, camposDoBoleto } from './boleto-pdf.ts';

describe('boleto PDF', () => {
  it('prints every label once, for every bill of the demo (issue 10: Beneficiário/Vencimento/Valor repeated)', async () => {
    const boletos = modulos.flatMap((l) => l.registros).filter((r) => r.anexo?.doc === 'boleto');
    expect(boletos.length).toBeGreaterThan(10);
    for (const r of boletos) {
      const campos = camposDoBoleto({
        beneficiario: 'Beneficiário',
        pagador: 'Pagador',
        descricao: r.titulo,
        vencimento: '10/11/2026',
        valor: r.valor ?? 0,
        situacao: r.status ?? '',
        detalhes: r.detalhes,
      });
      const rotulos = campos.map(([rotulo]) => rotulo.toLowerCase().replace(/ do documento$/, ''));
      expect(new Set(rotulos).size, r.titulo).toBe(rotulos.length);
      // What the record adds beyond the slip's own fields is kept.
      for (const d of r.detalhes.filter((x) => !/^(Beneficiário|Vencimento|Valor)$/.test(x.rotulo)))
        expect(
          campos.map(([rotulo]) => rotulo),
          r.titulo,
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
