/**
 * Boleto (FEBRABAN) typeable line with real check digits, so copy-and-pay flows and any
 * validator accept it. Free field (campo livre) is 25 digits chosen by the bank.
 * @see https://portal.febraban.org.br (layout of the bar code and the typeable line)
 */

function modulo10(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    const produto = Number(numero[i]) * peso;
    soma += produto > 9 ? produto - 9 : produto;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
}

function modulo11(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    soma += Number(numero[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

/**
 * Due-date factor: days since 1997-10-07; from 2025-02-22 (day 10000) it restarts at 1000
 * (FEBRABAN's factor reset), cycling every 9000 days.
 */
export function fatorVencimento(vencimentoIso: string): number {
  const dias = Math.round(
    (Date.parse(`${vencimentoIso.slice(0, 10)}T00:00:00Z`) - Date.UTC(1997, 9, 7)) / 86_400_000,
  );
  return dias < 10_000 ? dias : 1000 + ((dias - 10_000) % 9000);
}

/** The 44-digit bar code. */
export function codigoBarras(
  banco: string,
  vencimentoIso: string,
  valor: number,
  campoLivre: string,
): string {
  const fator = String(fatorVencimento(vencimentoIso)).padStart(4, '0');
  const valorCentavos = String(Math.round(valor * 100)).padStart(10, '0');
  const livre = campoLivre.padStart(25, '0').slice(-25);
  const semDv = `${banco}9${fator}${valorCentavos}${livre}`;
  const dv = modulo11(semDv);
  return `${banco}9${dv}${fator}${valorCentavos}${livre}`;
}

/**
 * The 47-digit typeable line, formatted 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D FFFFVVVVVVVVVV'.
 * @example linhaDigitavel('001', '2026-11-10', 100, '0000001234567890123456789')
 */
export function linhaDigitavel(
  banco: string,
  vencimentoIso: string,
  valor: number,
  campoLivre: string,
): string {
  const barras = codigoBarras(banco, vencimentoIso, valor, campoLivre);
  const livre = barras.slice(19);
  const c1 = `${barras.slice(0, 4)}${livre.slice(0, 5)}`;
  const c2 = livre.slice(5, 15);
  const c3 = livre.slice(15, 25);
  const d1 = `${c1}${modulo10(c1)}`;
  const d2 = `${c2}${modulo10(c2)}`;
  const d3 = `${c3}${modulo10(c3)}`;
  return `${d1.slice(0, 5)}.${d1.slice(5)} ${d2.slice(0, 5)}.${d2.slice(5)} ${d3.slice(0, 5)}.${d3.slice(5)} ${barras[4]} ${barras.slice(5, 19)}`;
}

/** The same typeable line due on another date (bank, free field and amount kept; factor and check digits redone). */
export function comVencimento(linha: string, vencimentoIso: string): string {
  const d = linha.replace(/\D/g, '');
  const campoLivre = `${d.slice(4, 9)}${d.slice(10, 20)}${d.slice(21, 31)}`;
  return linhaDigitavel(d.slice(0, 3), vencimentoIso, Number(d.slice(37)) / 100, campoLivre);
}
