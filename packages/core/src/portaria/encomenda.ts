import { hojeEmBrasilia } from '../data/hoje-em-brasilia.ts';

/** Packages waiting this many days (Brasília calendar) or more go on the gate's list of forgotten ones (issue 32). */
export const DIAS_ENCOMENDA_ESQUECIDA = 7;

/** Whole Brasília days a package has waited since it was registered (0 on its day). */
export function diasAguardando(registradaEm: Date, agora: Date): number {
  const de = Date.parse(`${hojeEmBrasilia(registradaEm)}T00:00:00Z`);
  const ate = Date.parse(`${hojeEmBrasilia(agora)}T00:00:00Z`);
  return Math.max(0, Math.round((ate - de) / 86_400_000));
}

/** Whether a package not picked up is forgotten: waiting DIAS_ENCOMENDA_ESQUECIDA days or more. */
export function encomendaEsquecida(registradaEm: Date, agora: Date): boolean {
  return diasAguardando(registradaEm, agora) >= DIAS_ENCOMENDA_ESQUECIDA;
}

/** 'Chegou hoje', 'Há 1 dia', 'Há 8 dias'. */
export function textoAguardando(dias: number): string {
  if (dias <= 0) return 'Chegou hoje';
  return dias === 1 ? 'Há 1 dia' : `Há ${dias} dias`;
}

/** The pickup code: six digits, shown by the resident, typed by the porteiro. */
export const TAMANHO_CODIGO_RETIRADA = 6;

/** Digits only, six of them; null otherwise. */
export function normalizarCodigoRetirada(texto: string): string | null {
  const c = texto.replace(/\D/g, '');
  return c.length === TAMANHO_CODIGO_RETIRADA ? c : null;
}

export const MENSAGENS_ENCOMENDA = {
  chegouTitulo: 'Encomenda na portaria',
  chegouTexto: (transportadora: string, unidade: string) =>
    `Chegou uma encomenda (${transportadora}) para ${unidade}. Retire na portaria mostrando o código em Encomendas.`,
  retiradaTitulo: 'Encomenda retirada',
  retiradaTexto: (transportadora: string, quem: string) =>
    `A encomenda (${transportadora}) foi retirada por ${quem}.`,
  jaRetirada: 'Esta encomenda já foi retirada.',
  codigoNaoConfere: 'O código de retirada não confere com o desta encomenda.',
  fotoSoImagem: 'A foto deve ser uma imagem JPG ou PNG.',
  unidadeForaDoPredio: 'Esta unidade não é deste condomínio.',
} as const;
