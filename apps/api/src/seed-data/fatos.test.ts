import { describe, expect, it } from 'vitest';
import { demoEm } from './demo.ts';
import { EMPRESA, PESSOA } from './ids.ts';
import { referenciaDe } from './util/deslocar.ts';

/**
 * Issue 28: one fact, one date. The Feira de Ciências was on 28/11 in the recados and the calendar but on 24/12
 * in the events; the formatura on 12/12 and 07/01/2027; Daniel's cardiology visit on 22/10 in his statement and
 * 12/10 in Dra. Elisa's claim; the canteen's "menu of the week" was a week of a month before. Each is stored once
 * (fatos.ts) and every place reads it, on whatever day the demo is dated.
 */

const diaDe = (instante: string) => new Date(Date.parse(instante) - 3 * 3_600_000).toISOString().slice(0, 10);

describe.each([
  '2026-11-01',
  '2026-11-27',
  '2026-11-28',
  '2027-02-28',
  '2029-01-02',
  referenciaDe(new Date()),
])('the demo as of %s', (referencia) => {
  const demo = demoEm(referencia);
  const lista = (modulo: string, nome: string) =>
    demo.modulos.find((l) => l.modulo === modulo && l.lista === nome)?.registros ?? [];

  it('an event is on the same day in the events list, the school calendar, the tickets and the assemblies', () => {
    const evento = (titulo: string) => diaDe(demo.eventos.find((e) => e.titulo === titulo)?.dthinicio ?? '');
    const calendario = (titulo: string) => demo.eventosEscolares.find((r) => r.titulo === titulo)?.data;
    expect(calendario('Feira de Ciências')).toBe(evento('Feira de Ciências 2026'));
    expect(calendario('Formatura do 9º ano')).toBe(evento('Formatura do 9º ano'));
    const ingresso = lista('eventos', 'ingressos').find((r) => r.titulo === 'Feira de Ciências 2026');
    expect(ingresso?.data).toBe(evento('Feira de Ciências 2026'));
    const assembleia = lista('condominio', 'assembleias').find(
      (r) => r.titulo === 'Assembleia Geral Extraordinária' && r.escopo.codcondomino === '1001',
    );
    expect(assembleia?.data).toBe(evento('Assembleia Geral Extraordinária'));
  });

  it('Daniel’s cardiology visit is one day in his statement and in Dra. Elisa’s claim', () => {
    const extrato = lista('planosaude', 'extrato-utilizacao').find(
      (r) => r.titulo === 'Consulta - Cardiologia' && r.escopo.codpessoa === PESSOA.daniel,
    );
    const guia = lista('planosaude', 'guias').find(
      (r) => r.escopo.codempresa === EMPRESA.clinicaElisa && r.subtitulo?.startsWith('Daniel'),
    );
    expect(extrato?.data).toBeDefined();
    expect(guia?.data).toBe(extrato?.data);
  });

  it('Dra. Elisa’s notification names the claim her list shows disallowed', () => {
    const glosada = lista('planosaude', 'guias').find(
      (r) => r.escopo.codempresa === EMPRESA.clinicaElisa && r.status === 'Glosa parcial',
    );
    const aviso = demo.notificacoes.find((n) => n.codpessoa === PESSOA.elisa && n.titulo === 'Guia glosada');
    expect(glosada).toBeDefined();
    expect(aviso?.mensagem).toContain(glosada?.titulo.replace('Guia ', '') ?? '—');
  });

  it('the canteen’s menu is this week’s, Monday to Friday (the next one on a weekend)', () => {
    const dias = lista('cantina', 'cardapio').map((r) => r.data ?? '');
    expect(dias).toHaveLength(5);
    const semana = dias.map((d) => new Date(`${d}T12:00:00Z`).getUTCDay());
    expect(semana).toEqual([1, 2, 3, 4, 5]);
    const ref = new Date(`${referencia}T12:00:00Z`).getUTCDay();
    if (ref >= 1 && ref <= 5) expect(dias).toContain(referencia);
    else expect(dias[0] && dias[0] > referencia).toBe(true);
  });
});
