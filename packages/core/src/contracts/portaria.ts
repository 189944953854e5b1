import * as z from 'zod';
import { anexoSchema } from './cadastro.ts';
import {
  codigoCopiaSchema,
  dataHoraIsoSchema,
  inteiroSchema,
  listaSchema,
  paginaSchema,
  tamanhoPaginaSchema,
} from './comum.ts';

/**
 * The gate (issue 32): visitors' passes the porteiro checks, and packages. coddao 720–729. A resident acts on the
 * units of the context (`codcondomino`); the porteiro on the building of his context's unit, by his role.
 */

const codcondominoSchema = z.string().trim().min(1).max(40);
const diaSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const situacaoPasseSchema = z.enum([
  'valido',
  'expirado',
  'revogado',
  'nao_hoje',
  'fora_do_horario',
  'forjado',
  'desconhecido',
]);

/** One authorisation as its resident sees it, with the pass: the signed QR text and the short code. */
export const visitaSchema = z.object({
  codautorizacao: z.number().int(),
  codcondomino: z.string(),
  unidade: z.string(),
  nome: z.string(),
  documento: z.string().nullable(),
  tipo: z.enum(['visitante', 'servico']),
  dataInicio: diaSchema,
  dataFim: diaSchema,
  diasSemana: z.array(z.number().int().min(0).max(6)).nullable(),
  horaInicio: z.number().int().nullable(),
  horaFim: z.number().int().nullable(),
  placa: z.string().nullable(),
  codigo: z.string(),
  /** What the QR code holds: core's conteudoAssinadoDoPasse and the server's signature. */
  qr: z.string(),
  autorizadaPor: z.string(),
  criadaEm: dataHoraIsoSchema,
  revogadaEm: dataHoraIsoSchema.nullable(),
  situacao: situacaoPasseSchema,
});
export type Visita = z.infer<typeof visitaSchema>;

/** coddao 720 — the passes of the context's units, newest first. */
export const visitasParametros = z.tuple([codigoCopiaSchema, paginaSchema, tamanhoPaginaSchema]);
export const visitasResultado = listaSchema(visitaSchema);

/** coddao 721 — [copy, codcondomino]: authorise a visitor for one of the context's units (idempotent). */
export const autorizarVisitaParametros = z.tuple([codigoCopiaSchema, codcondominoSchema]);
export const autorizarVisitaConteudo = z.object({
  nome: z.string().trim().min(2).max(120),
  documento: z.string().trim().max(30).optional(),
  tipo: z.enum(['visitante', 'servico']),
  dataInicio: diaSchema,
  dataFim: diaSchema,
  /** null: every day from dataInicio to dataFim (a single visit has them equal); else the weekdays, 0 = Sunday. */
  diasSemana: z.array(z.number().int().min(0).max(6)).max(7).nullable(),
  horaInicio: z.string().max(5),
  horaFim: z.string().max(5),
  placa: z.string().max(10),
});
export type AutorizarVisitaConteudo = z.infer<typeof autorizarVisitaConteudo>;
export const autorizarVisitaResultado = visitaSchema;

/** coddao 722 — [copy, codautorizacao]: revoke a pass (idempotent; revoking again answers the first time). */
export const revogarVisitaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const revogarVisitaResultado = visitaSchema;

/** coddao 723 — the gate checks what the scanner read or the porteiro typed; a valid pass records the entry. */
export const conferirPasseParametros = z.tuple([codigoCopiaSchema]);
export const conferirPasseConteudo = z.object({ passe: z.string().trim().min(1).max(200) });
export const conferirPasseResultado = z.object({
  situacao: situacaoPasseSchema,
  texto: z.string(),
  visita: z
    .object({
      codautorizacao: z.number().int(),
      nome: z.string(),
      documento: z.string().nullable(),
      tipo: z.enum(['visitante', 'servico']),
      unidade: z.string(),
      placa: z.string().nullable(),
      validade: z.string(),
      autorizadaPor: z.string(),
    })
    .optional(),
  /** The entry recorded (only for a valid pass). */
  entrada: z.object({ codentrada: z.number().int(), em: dataHoraIsoSchema }).optional(),
});
export type ConferirPasseResultado = z.infer<typeof conferirPasseResultado>;

/** One package as its unit's residents see it (with the pickup code) and as the gate sees it (without). */
export const encomendaSchema = z.object({
  codencomenda: z.number().int(),
  codcondomino: z.string(),
  unidade: z.string(),
  transportadora: z.string(),
  descricao: z.string().nullable(),
  temFoto: z.boolean(),
  registradaEm: dataHoraIsoSchema,
  registradaPor: z.string(),
  /** Only to the unit's residents, while it waits. */
  codigoRetirada: z.string().nullable(),
  retiradaEm: dataHoraIsoSchema.nullable(),
  retiradaPor: z.string().nullable(),
  diasAguardando: z.number().int().min(0),
  esquecida: z.boolean(),
});
export type Encomenda = z.infer<typeof encomendaSchema>;

/** coddao 725 — the packages of the context's units, waiting first, then the picked-up ones, newest first. */
export const encomendasParametros = z.tuple([codigoCopiaSchema, paginaSchema, tamanhoPaginaSchema]);
export const encomendasResultado = listaSchema(encomendaSchema);

/** A package's photo: an attachment (SPEC §3's rules) that must be an image. */
export const fotoEncomendaSchema = anexoSchema;

/** coddao 726 — the porteiro registers a package for a unit of his building (idempotent). */
export const registrarEncomendaParametros = z.tuple([codigoCopiaSchema]);
export const registrarEncomendaConteudo = z.object({
  codcondomino: codcondominoSchema,
  transportadora: z.string().trim().min(2).max(60),
  descricao: z.string().trim().max(200).optional(),
  foto: fotoEncomendaSchema.optional(),
});
export type RegistrarEncomendaConteudo = z.infer<typeof registrarEncomendaConteudo>;
export const registrarEncomendaResultado = encomendaSchema;

/** coddao 727 — [copy, codencomenda]: the pickup, confirmed with the code the resident shows (idempotent). */
export const retirarEncomendaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const retirarEncomendaConteudo = z.object({
  codigo: z.string().trim().min(1).max(12),
  retiradaPor: z.string().trim().min(2).max(120),
});
export const retirarEncomendaResultado = encomendaSchema;

/** coddao 728 — [copy, só esquecidas ('1'), pagina, tamanho]: the gate's packages not picked up, oldest first. */
export const encomendasPortariaParametros = z.tuple([
  codigoCopiaSchema,
  z.union([z.literal('1'), z.literal('')]).optional(),
  paginaSchema,
  tamanhoPaginaSchema,
]);
export const encomendasPortariaResultado = listaSchema(encomendaSchema);

/** coddao 729 — the units of the porteiro's building, for the package form. */
export const unidadesPortariaParametros = z.tuple([codigoCopiaSchema]);
export const unidadesPortariaResultado = z.object({
  edificio: z.string(),
  unidades: z.array(z.object({ codcondomino: z.string(), identificacao: z.string() })),
});

/** coddao 730 — [copy, codencomenda]: a package's photo, to its unit's residents and the gate. */
export const fotoEncomendaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const fotoEncomendaResultado = z.object({ dataUrl: z.string() });
