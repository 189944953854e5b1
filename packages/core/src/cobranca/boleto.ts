/**
 * FEBRABAN bank slip (boleto bancário): the 44-digit bar code and the 47-digit typeable line (linha digitável),
 * built from bank, amount, due date and the bank's free field, and read back. The one place of these rules.
 *
 * Bar code:  BBB M D FFFF VVVVVVVVVV LLLLLLLLLLLLLLLLLLLLLLLLL (bank, currency 9, general check digit by
 *            modulo 11, due-date factor, amount in cents, 25-digit free field).
 * Line:      three fields with a modulo-10 check digit each, the general check digit, factor and amount.
 */

const DIA_MS = 86_400_000;
/** Day 0 of the due-date factor (FEBRABAN): 07/10/1997. */
const BASE_FATOR = Date.UTC(1997, 9, 7);
/** 22/02/2025: the factor reached 9999 the day before and restarts at 1000 (FEBRABAN's reset). */
const RESET_FATOR = Date.UTC(2025, 1, 22);
const CICLO_FATOR = 9000;
const MOEDA_REAL = '9';
/** The largest amount the 10 digits of the code hold, in cents. */
export const VALOR_MAXIMO_BOLETO_CENTAVOS = 9_999_999_999;

/** Modulo 10 check digit (weights 2,1 from the right, products' digits summed). */
export function modulo10(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    const produto = Number(numero[i]) * peso;
    soma += produto > 9 ? produto - 9 : produto;
    peso = peso === 2 ? 1 : 2;
  }
  return (10 - (soma % 10)) % 10;
}

/** Modulo 11 general check digit of the bar code (weights 2..9 from the right; 0, 10 and 11 become 1). */
export function modulo11Boleto(numero: string): number {
  let soma = 0;
  let peso = 2;
  for (let i = numero.length - 1; i >= 0; i--) {
    soma += Number(numero[i]) * peso;
    peso = peso === 9 ? 2 : peso + 1;
  }
  const dv = 11 - (soma % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

const ISO_DATA = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 (UTC) of an ISO date 'yyyy-mm-dd', or null when it is not a real date. */
export function diaUtc(iso: string): number | null {
  const m = typeof iso === 'string' ? ISO_DATA.exec(iso.slice(0, 10)) : null;
  if (!m) return null;
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const d = new Date(t);
  if (d.getUTCMonth() + 1 !== Number(m[2]) || d.getUTCDate() !== Number(m[3])) return null;
  return t / DIA_MS;
}

/** The ISO date 'yyyy-mm-dd' of a day number (days since 1970-01-01 UTC). */
export function isoDoDia(dia: number): string {
  return new Date(dia * DIA_MS).toISOString().slice(0, 10);
}

/**
 * The due-date factor: days since 07/10/1997; from 22/02/2025 it restarts at 1000 and cycles every 9000 days.
 * Null for a date before 08/10/1997 or not a date.
 *
 * @example
 * fatorVencimento('2025-02-21'); // 9999
 * fatorVencimento('2025-02-22'); // 1000
 */
export function fatorVencimento(vencimentoIso: string): number | null {
  const dia = diaUtc(vencimentoIso);
  if (dia === null) return null;
  const dias = dia - BASE_FATOR / DIA_MS;
  if (dias < 1) return null;
  if (dias < 10_000) return dias;
  return 1000 + ((dias - 10_000) % CICLO_FATOR);
}

/**
 * The due date of a factor: the one in the cycle nearest to the reference date (today by default, a bank reads
 * it so). Null for a factor outside 1000..9999.
 *
 * @example
 * vencimentoDoFator(1000, '2025-03-01'); // '2025-02-22'
 */
export function vencimentoDoFator(fator: number, referenciaIso: string): string | null {
  if (!Number.isInteger(fator) || fator < 1000 || fator > 9999) return null;
  const ref = diaUtc(referenciaIso);
  if (ref === null) return null;
  const reset = RESET_FATOR / DIA_MS;
  const antigo = BASE_FATOR / DIA_MS + fator;
  const candidatos = [antigo];
  for (let k = 0; k < 10; k++) candidatos.push(reset + (fator - 1000) + k * CICLO_FATOR);
  let melhor = antigo;
  for (const c of candidatos) if (Math.abs(c - ref) < Math.abs(melhor - ref)) melhor = c;
  return isoDoDia(melhor);
}

export interface DadosBoleto {
  /** Bank code, 3 digits (e.g. '001' Banco do Brasil, '341' Itaú). */
  banco: string;
  /** Due date 'yyyy-mm-dd'. */
  vencimento: string;
  /** Amount in cents (an integer, 0 to 9 999 999 999). */
  valorCentavos: number;
  /** The bank's free field: 25 digits (the nosso número and agency/account as that bank lays them out). */
  campoLivre: string;
}

export interface Boleto {
  /** The 44 digits drawn as the Interleaved 2 of 5 bar code. */
  codigoBarras: string;
  /** The 47 digits of the typeable line, without separators (what is copied). */
  linhaDigitavel: string;
}

const SO_DIGITOS = (s: string, n: number) => typeof s === 'string' && new RegExp(`^\\d{${n}}$`).test(s);

/**
 * The bar code and typeable line of a slip; null when an input is out of the layout (bank not 3 digits, free
 * field not 25 digits, amount not whole cents in range, due date before the factor's base).
 *
 * @example
 * montarBoleto({ banco: '001', vencimento: '2026-11-10', valorCentavos: 10000, campoLivre: '0'.repeat(25) });
 */
export function montarBoleto(d: DadosBoleto): Boleto | null {
  if (!d || !SO_DIGITOS(d.banco, 3) || !SO_DIGITOS(d.campoLivre, 25)) return null;
  if (
    !Number.isInteger(d.valorCentavos) ||
    d.valorCentavos < 0 ||
    d.valorCentavos > VALOR_MAXIMO_BOLETO_CENTAVOS
  )
    return null;
  const fator = fatorVencimento(d.vencimento);
  // Factors under 1000 (before 03/07/2000) cannot be told from the reset's cycle when read back.
  if (fator === null || fator < 1000) return null;
  const fatorValor = `${String(fator).padStart(4, '0')}${String(d.valorCentavos).padStart(10, '0')}`;
  const semDv = `${d.banco}${MOEDA_REAL}${fatorValor}${d.campoLivre}`;
  const codigoBarras = `${d.banco}${MOEDA_REAL}${modulo11Boleto(semDv)}${fatorValor}${d.campoLivre}`;
  return { codigoBarras, linhaDigitavel: linhaDoCodigoBarras(codigoBarras) as string };
}

const comDv10 = (campo: string) => `${campo}${modulo10(campo)}`;

/** The typeable line (47 digits) of a 44-digit bar code; null when it is not 44 digits. */
export function linhaDoCodigoBarras(codigoBarras: string): string | null {
  if (!SO_DIGITOS(codigoBarras, 44)) return null;
  const livre = codigoBarras.slice(19);
  return (
    comDv10(`${codigoBarras.slice(0, 4)}${livre.slice(0, 5)}`) +
    comDv10(livre.slice(5, 15)) +
    comDv10(livre.slice(15, 25)) +
    codigoBarras.slice(4, 19)
  );
}

/** The 44-digit bar code of a typeable line (with or without separators); null when it is not 47 digits. */
export function codigoBarrasDaLinha(linha: string): string | null {
  const l = typeof linha === 'string' ? linha.replace(/[\s.]/g, '') : '';
  if (!SO_DIGITOS(l, 47)) return null;
  return l.slice(0, 4) + l.slice(32, 47) + l.slice(4, 9) + l.slice(10, 20) + l.slice(21, 31);
}

/**
 * The line in its five groups, as it is printed for reading: 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D FFFFVVVVVVVVVV'.
 * The input as given when it is not 47 digits.
 */
export function formatarLinhaDigitavel(linha: string): string {
  const l = typeof linha === 'string' ? linha.replace(/[\s.]/g, '') : '';
  if (!SO_DIGITOS(l, 47)) return typeof linha === 'string' ? linha : '';
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`;
}

/** The line as it is copied: digits only (what every banking app's paste field takes). */
export function linhaParaCopiar(linha: string): string {
  return typeof linha === 'string' ? linha.replace(/\D/g, '') : '';
}

export interface BoletoLido extends Omit<DadosBoleto, 'vencimento'> {
  /** The due date, resolved to the factor's cycle nearest to the reference date. */
  vencimento: string;
  fator: number;
  codigoBarras: string;
}

/**
 * Reads a typeable line or a bar code back into its parts, checking every check digit; null when any is wrong,
 * the currency is not real (9), or the shape is neither. The factor's cycle is the one nearest the reference date.
 *
 * @example
 * lerBoleto(montarBoleto(d).linhaDigitavel, '2026-11-01'); // { ...d, fator, codigoBarras }
 */
export function lerBoleto(texto: string, referenciaIso: string): BoletoLido | null {
  const digitos = typeof texto === 'string' ? texto.replace(/[\s.]/g, '') : '';
  let codigoBarras: string | null = null;
  if (SO_DIGITOS(digitos, 47)) {
    const campos: [string, string][] = [
      [digitos.slice(0, 9), digitos.slice(9, 10)],
      [digitos.slice(10, 20), digitos.slice(20, 21)],
      [digitos.slice(21, 31), digitos.slice(31, 32)],
    ];
    if (campos.some(([campo, dv]) => String(modulo10(campo)) !== dv)) return null;
    codigoBarras = codigoBarrasDaLinha(digitos);
  } else if (SO_DIGITOS(digitos, 44)) codigoBarras = digitos;
  if (!codigoBarras || codigoBarras[3] !== MOEDA_REAL) return null;
  if (String(modulo11Boleto(codigoBarras.slice(0, 4) + codigoBarras.slice(5))) !== codigoBarras[4])
    return null;
  const fator = Number(codigoBarras.slice(5, 9));
  const vencimento = vencimentoDoFator(fator, referenciaIso);
  if (vencimento === null) return null;
  return {
    banco: codigoBarras.slice(0, 3),
    vencimento,
    valorCentavos: Number(codigoBarras.slice(9, 19)),
    campoLivre: codigoBarras.slice(19),
    fator,
    codigoBarras,
  };
}
