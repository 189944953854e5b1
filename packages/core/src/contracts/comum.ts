import * as z from 'zod';

/** The copy code in `parametros[0]` ('W1', 'G8', 'A2', or '0'). */
export const codigoCopiaSchema = z.union([z.string().max(16), z.number()]);

/** The range of the database's integer columns (PostgreSQL int4): nothing outside it reaches a query. */
export const INT4 = { min: -2_147_483_648, max: 2_147_483_647 } as const;

/** An integer sent as a number or as a string of digits, within int4. */
export const inteiroSchema = z
  .union([
    z.number().int(),
    z
      .string()
      .regex(/^-?\d{1,10}$/)
      .transform(Number),
  ])
  .pipe(z.number().int().min(INT4.min).max(INT4.max));

/** An identifier sent as a string or a number, normalised to a string. */
export const codigoSchema = z.union([
  z.string().min(1).max(64),
  z
    .number()
    .int()
    .transform((n) => String(n)),
]);

/** A free-text slot that may be empty, null or missing; normalised to a trimmed string. */
export const textoOpcionalSchema = z
  .union([z.string().max(200), z.null(), z.undefined()])
  .transform((v) => (v ?? '').trim());

/** A slot of the system parameters: '' when blank. */
export const slotSchema = z
  .union([z.string().max(64), z.number(), z.null(), z.undefined()])
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

export const paginaSchema = z
  .union([inteiroSchema, z.null(), z.undefined()])
  .transform((v) => v ?? 1)
  .pipe(z.number().int().min(1).max(100_000));

export const tamanhoPaginaSchema = z
  .union([inteiroSchema, z.null(), z.undefined()])
  .transform((v) => v ?? 20)
  .pipe(z.number().int().min(1).max(100));

/** Every list answers `{ itens, total, pagina, tamanhoPagina }`; pagina starts at 1. */
export function listaSchema<T extends z.ZodType>(item: T) {
  return z.object({
    itens: z.array(item),
    total: z.number().int().min(0),
    pagina: z.number().int().min(1),
    tamanhoPagina: z.number().int().min(1),
  });
}

/**
 * Where an empty list has rows after all: the person's other companies or condominiums that hold some (issue 28),
 * so an empty screen can say where to look beyond SPEC's empty-list text (MENSAGENS.nenhumDado).
 */
export const outroContextoSchema = z.object({
  codempresa: z.number().int().optional(),
  codcondomino: z.string().optional(),
  nome: z.string(),
  total: z.number().int().min(1),
});
export type OutroContexto = z.infer<typeof outroContextoSchema>;

export const telefoneSchema = z.object({
  ddd: z.string().max(3),
  tel: z.string().max(12),
});

export const enderecoSchema = z.object({
  cep: z.string().max(9),
  logradouro: z.string().max(200),
  numero: z.string().max(20).optional(),
  complemento: z.string().max(100).optional(),
  bairro: z.string().max(100),
  cidade: z.string().max(100),
  uf: z.string().max(2),
});

/** An ISO-8601 timestamp as the API writes it. */
export const dataHoraIsoSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);

/** An ISO-8601 date ('yyyy-mm-dd'), optionally followed by a time. */
export const dataIsoSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}/);
