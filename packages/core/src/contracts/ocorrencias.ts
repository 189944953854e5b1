import * as z from 'zod';
import {
  type CategoriaOcorrencia,
  CODIGOS_CATEGORIA_OCORRENCIA,
  CODIGOS_SITUACAO_OCORRENCIA,
  MENSAGENS_OCORRENCIA,
  OCORRENCIA_LIMITES,
  PASSOS_OCORRENCIA,
  type SituacaoOcorrencia,
} from '../condominio/ocorrencias.ts';
import { anexoSchema } from './cadastro.ts';
import {
  codigoCopiaSchema,
  dataHoraIsoSchema,
  inteiroSchema,
  listaSchema,
  paginaSchema,
  tamanhoPaginaSchema,
} from './comum.ts';

// Ocorrências (issue 32, coddao 760–768): a resident's requests to the síndico of the building.

const categoriaSchema = z.enum(
  CODIGOS_CATEGORIA_OCORRENCIA as [CategoriaOcorrencia, ...CategoriaOcorrencia[]],
);
const situacaoSchema = z.enum(CODIGOS_SITUACAO_OCORRENCIA as [SituacaoOcorrencia, ...SituacaoOcorrencia[]]);

/** A photo: the registration's attachment rules (anexoSchema: size, kind), and an image only. */
export const fotoOcorrenciaEnvioSchema = anexoSchema.refine(
  (a) => /^image\/(png|jpeg)$/i.test(a.filetype) && /\.(png|jpe?g)$/i.test(a.filename),
  { message: MENSAGENS_OCORRENCIA.fotoNaoImagem, path: ['filetype'] },
);

export const ocorrenciaResumoSchema = z.object({
  codocorrencia: z.number().int(),
  categoria: categoriaSchema,
  situacao: situacaoSchema,
  descricao: z.string(),
  /** The unit, as its condominium row names it ('Bloco A - Apto 302'). */
  unidade: z.string(),
  /** Who opened it. */
  autor: z.string(),
  criadaEm: dataHoraIsoSchema,
  /** When the deadline started: the opening, or the reopening. */
  abertaEm: dataHoraIsoSchema,
  prazo: dataHoraIsoSchema,
  atrasada: z.boolean(),
  concluidaEm: dataHoraIsoSchema.nullable(),
  reabertaEm: dataHoraIsoSchema.nullable(),
  nota: z.number().int().nullable(),
  fotos: z.number().int().min(0),
});
export type OcorrenciaResumo = z.infer<typeof ocorrenciaResumoSchema>;

export const passoOcorrenciaSchema = z.object({
  passo: z.enum(PASSOS_OCORRENCIA),
  nome: z.string(),
  em: dataHoraIsoSchema,
  nota: z.number().int().nullable(),
});

export const mensagemOcorrenciaSchema = z.object({
  codmensagem: z.number().int(),
  autor: z.string(),
  /** Written by the síndico (the app shows it on the other side of the talk). */
  doSindico: z.boolean(),
  minha: z.boolean(),
  texto: z.string(),
  em: dataHoraIsoSchema,
});

export const ocorrenciaDetalheSchema = ocorrenciaResumoSchema.extend({
  passos: z.array(passoOcorrenciaSchema),
  mensagens: z.array(mensagemOcorrenciaSchema),
  listaFotos: z.array(
    z.object({
      ordem: z.number().int(),
      filename: z.string(),
      filetype: z.string(),
      filesize: z.number().int(),
    }),
  ),
  /** Read as the building's síndico: the app offers the moves, not the rating. */
  comoSindico: z.boolean(),
  /** The situations the caller may move it to now (the síndico's buttons). */
  movimentos: z.array(situacaoSchema),
  podeAvaliar: z.boolean(),
  podeReabrir: z.boolean(),
  podeEscrever: z.boolean(),
});
export type OcorrenciaDetalhe = z.infer<typeof ocorrenciaDetalheSchema>;

const textoSchema = (max: number, vazio: string) => z.string().trim().min(1, { message: vazio }).max(max);

/** coddao 760 — open a request for the context's unit (idempotent). */
export const abrirOcorrenciaParametros = z.tuple([codigoCopiaSchema]);
export const abrirOcorrenciaConteudo = z.object({
  categoria: categoriaSchema,
  descricao: textoSchema(OCORRENCIA_LIMITES.descricaoMax, MENSAGENS_OCORRENCIA.descricaoVazia),
  fotos: z
    .array(fotoOcorrenciaEnvioSchema)
    .max(OCORRENCIA_LIMITES.fotosMax, { message: MENSAGENS_OCORRENCIA.fotosDemais })
    .default([]),
});
export type AbrirOcorrencia = z.input<typeof abrirOcorrenciaConteudo>;
export const abrirOcorrenciaResultado = ocorrenciaDetalheSchema;

/** coddao 761 — the requests of the context's unit(s), newest first. */
export const ocorrenciasParametros = z.tuple([
  codigoCopiaSchema,
  paginaSchema.optional(),
  tamanhoPaginaSchema.optional(),
]);
export const ocorrenciasResultado = listaSchema(ocorrenciaResumoSchema);

/** coddao 762 — one request with its timeline and messages (its unit's residents, or its building's síndico). */
export const ocorrenciaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const ocorrenciaResultado = ocorrenciaDetalheSchema;

/** coddao 763 — one photo of a request, by its order (1–3). */
export const fotoOcorrenciaParametros = z.tuple([
  codigoCopiaSchema,
  inteiroSchema,
  inteiroSchema.pipe(z.number().min(1).max(OCORRENCIA_LIMITES.fotosMax)),
]);
export const fotoOcorrenciaResultado = z.object({
  filename: z.string(),
  filetype: z.string(),
  base64: z.string(),
});

/** coddao 764 — a message in the request's talk (idempotent). */
export const mensagemOcorrenciaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const mensagemOcorrenciaConteudo = z.object({
  texto: textoSchema(OCORRENCIA_LIMITES.mensagemMax, MENSAGENS_OCORRENCIA.mensagemVazia),
});
export const mensagemOcorrenciaResultado = ocorrenciaDetalheSchema;

/** coddao 765 — the síndico moves it to em andamento or concluída, with an optional reply (idempotent). */
export const moverOcorrenciaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const moverOcorrenciaConteudo = z.object({
  situacao: z.enum(['em_andamento', 'concluida']),
  mensagem: z.string().trim().max(OCORRENCIA_LIMITES.mensagemMax).optional(),
});
export const moverOcorrenciaResultado = ocorrenciaDetalheSchema;

/** coddao 766 — the síndico's list of the building: open ones first, oldest first, then by category. */
export const ocorrenciasSindicoParametros = ocorrenciasParametros;
export const ocorrenciasSindicoResultado = ocorrenciasResultado;

/** coddao 767 — the resident rates a concluded request, once (idempotent). */
export const avaliarOcorrenciaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const avaliarOcorrenciaConteudo = z.object({
  nota: z
    .number()
    .int({ message: MENSAGENS_OCORRENCIA.notaInvalida })
    .min(OCORRENCIA_LIMITES.notaMin, { message: MENSAGENS_OCORRENCIA.notaInvalida })
    .max(OCORRENCIA_LIMITES.notaMax, { message: MENSAGENS_OCORRENCIA.notaInvalida }),
});
export const avaliarOcorrenciaResultado = ocorrenciaDetalheSchema;

/** coddao 768 — the resident reopens a concluded request, once, within 7 days, saying why (idempotent). */
export const reabrirOcorrenciaParametros = z.tuple([codigoCopiaSchema, inteiroSchema]);
export const reabrirOcorrenciaConteudo = z.object({
  motivo: textoSchema(OCORRENCIA_LIMITES.mensagemMax, MENSAGENS_OCORRENCIA.mensagemVazia),
});
export const reabrirOcorrenciaResultado = ocorrenciaDetalheSchema;
