import type { MaskitoMask, MaskitoOptions, MaskitoPostprocessor, MaskitoPreprocessor } from '@maskito/core';
import { maskitoNumber, maskitoTime } from '@maskito/kit';
import { digitosTelefone } from '../telefone/is-valid-telefone.ts';
import { comPlaceholder, placeholderDe } from './com-placeholder.ts';

const D = /\d/;
const ALFANUMERICO = /[0-9A-Z]/;

const CPF: MaskitoMask = [D, D, D, '.', D, D, D, '.', D, D, D, '-', D, D];
// The first twelve CNPJ characters may be letters since July 2026; the two check digits stay numeric.
const CNPJ: MaskitoMask = [
  ...[ALFANUMERICO, ALFANUMERICO, '.', ALFANUMERICO, ALFANUMERICO, ALFANUMERICO, '.'],
  ...[
    ALFANUMERICO,
    ALFANUMERICO,
    ALFANUMERICO,
    '/',
    ALFANUMERICO,
    ALFANUMERICO,
    ALFANUMERICO,
    ALFANUMERICO,
    '-',
  ],
  ...[D, D],
];
const TELEFONE_8: MaskitoMask = ['(', D, D, ')', ' ', D, D, D, D, '-', D, D, D, D];
const TELEFONE_9: MaskitoMask = ['(', D, D, ')', ' ', D, D, D, D, D, '-', D, D, D, D];
const CEP: MaskitoMask = [D, D, D, D, D, '-', D, D, D];
// Dates are only shaped, never corrected (issue 10): 31/02/2001 stays as typed and validation refuses it.
const DATA: MaskitoMask = [D, D, '/', D, D, '/', D, D, D, D];
const MES_ANO: MaskitoMask = [D, D, '/', D, D, D, D];

/** A phone pasted with Brazil's country code (+55, 0055) keeps only the national number. */
const semCodigoDoPais: MaskitoPreprocessor = ({ elementState, data }) => {
  const com = (texto: string) =>
    /^\+|^00|^55\d{10,11}$/.test(texto.replace(/[\s().-]/g, '')) ? digitosTelefone(texto) : texto;
  return { elementState: { ...elementState, value: com(elementState.value) }, data: com(data) };
};

const maiusculas: MaskitoPreprocessor = ({ elementState, data }) => ({
  elementState: { ...elementState, value: elementState.value.toUpperCase() },
  data: data.toUpperCase(),
});

const limitaOcteto: MaskitoPostprocessor = ({ value, selection }) => ({
  value: value
    .split('.')
    .map((octeto) => (Number(octeto) > 255 ? '255' : octeto))
    .join('.'),
  selection,
});

/**
 * Builds a fresh set of the input masks SPEC §5 lists, as Maskito options; fixed-length masks show '_' placeholders
 * while focused. Use a fresh set when two placeholder fields of one form must not share Maskito's placeholder state.
 *
 * @example
 * criarMascaras().cep; // options that turn '01001000' into '01001-000'
 * @see https://maskito.dev/kit
 */
export function criarMascaras() {
  return {
    /** 0 to 100 with up to two decimals: '12,5%'. */
    percentual: maskitoNumber({
      min: 0,
      max: 100,
      maximumFractionDigits: 2,
      decimalSeparator: ',',
      thousandSeparator: '',
      postfix: '%',
    }) as MaskitoOptions,
    /** IPv4 address, each part at most 255: '192.168.0.1'. */
    ip: { mask: /^\d{0,3}(\.\d{0,3}){0,3}$/, postprocessors: [limitaOcteto] } as MaskitoOptions,
    /** CPF up to 11 digits, CNPJ (numeric or alphanumeric) beyond or as soon as a letter is typed. */
    cpfCnpj: {
      mask: ({ value }) => {
        const caracteres = value.replace(/[^0-9A-Z]/g, '');
        return caracteres.length > 11 || /[A-Z]/.test(caracteres) ? CNPJ : CPF;
      },
      preprocessors: [maiusculas],
    } as MaskitoOptions,
    /** dd/mm/yyyy, shaped only: whether it is a real date between 1900 and 2100 is isValidData's call. */
    data: comPlaceholder({ mask: DATA }, placeholderDe('00/00/0000')),
    /** mm/yyyy, shaped only (see data). */
    mesAno: comPlaceholder({ mask: MES_ANO }, placeholderDe('00/0000')),
    /** HH:MM. */
    hora: comPlaceholder(maskitoTime({ mode: 'HH:MM' }), placeholderDe('00:00')),
    /** HH:MM:SS. */
    horaMinutoSegundo: comPlaceholder(maskitoTime({ mode: 'HH:MM:SS' }), placeholderDe('00:00:00')),
    /** Characters an e-mail address may hold, at most one @. */
    email: { mask: /^[\w.%+-]*(@[\w.-]*)?$/ } as MaskitoOptions,
    /** Thousands separated by '.', up to two decimals after ','. */
    numero: maskitoNumber({
      thousandSeparator: '.',
      decimalSeparator: ',',
      maximumFractionDigits: 2,
    }) as MaskitoOptions,
    /** 00000-000. */
    cep: comPlaceholder({ mask: CEP }, placeholderDe('00000-000')),
    /** (00) 0000-0000, or (00) 00000-0000 for eleven digits; a pasted +55 is dropped. */
    telefone: {
      mask: ({ value }) => (value.replace(/\D/g, '').length > 10 ? TELEFONE_9 : TELEFONE_8),
      preprocessors: [semCodigoDoPais],
    } as MaskitoOptions,
  } satisfies Record<string, MaskitoOptions>;
}

/** The masks of the app (one shared set). */
export const mascaras = criarMascaras();
