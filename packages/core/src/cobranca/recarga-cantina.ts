import { formatMoedaBr } from '../moeda/format-moeda-br.ts';

/** A cafeteria top-up's bounds, in cents (issue 13: R$ 10,00 to R$ 500,00). */
export const RECARGA_CANTINA = { minimoCentavos: 1000, maximoCentavos: 50_000 } as const;
/** The highest daily limit a parent may set, in cents. */
export const LIMITE_DIARIO_CANTINA_MAXIMO_CENTAVOS = 20_000;

/** The message of an amount outside the top-up's bounds. */
export const MENSAGEM_RECARGA_INVALIDA = `Escolha um valor de recarga entre ${formatMoedaBr(RECARGA_CANTINA.minimoCentavos / 100)} e ${formatMoedaBr(RECARGA_CANTINA.maximoCentavos / 100)}.`;
export const MENSAGEM_LIMITE_INVALIDO = `Escolha um limite diário entre ${formatMoedaBr(0)} e ${formatMoedaBr(LIMITE_DIARIO_CANTINA_MAXIMO_CENTAVOS / 100)}.`;

/**
 * Null when the top-up amount (cents) is whole and within R$ 10,00–R$ 500,00; else the Portuguese message.
 *
 * @example
 * validarRecargaCantina(5000); // null
 * validarRecargaCantina(500); // 'Escolha um valor de recarga entre R$ 10,00 e R$ 500,00.'
 */
export function validarRecargaCantina(centavos: number): string | null {
  return Number.isInteger(centavos) &&
    centavos >= RECARGA_CANTINA.minimoCentavos &&
    centavos <= RECARGA_CANTINA.maximoCentavos
    ? null
    : MENSAGEM_RECARGA_INVALIDA;
}

/** Null when the daily limit (cents) is whole and within R$ 0,00–R$ 200,00; else the Portuguese message. */
export function validarLimiteDiarioCantina(centavos: number): string | null {
  return Number.isInteger(centavos) && centavos >= 0 && centavos <= LIMITE_DIARIO_CANTINA_MAXIMO_CENTAVOS
    ? null
    : MENSAGEM_LIMITE_INVALIDO;
}
