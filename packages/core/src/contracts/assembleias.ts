import * as z from 'zod';
import {
  codigoCopiaSchema,
  dataHoraIsoSchema,
  inteiroSchema,
  listaSchema,
  paginaSchema,
  tamanhoPaginaSchema,
} from './comum.ts';

// Issue 32: the building's assemblies with online voting (coddao 740–745), notices with read tracking (746–749)
// and surveys (750–752). The building is the one of the context's unit; a vote is the unit's.

const paginaParametros = z.tuple([
  codigoCopiaSchema,
  paginaSchema.optional(),
  tamanhoPaginaSchema.optional(),
]);
const codigoParametros = z.tuple([codigoCopiaSchema, inteiroSchema.pipe(z.number().positive())]);

export const situacaoVotacaoSchema = z.enum(['sem-votacao', 'nao-aberta', 'aberta', 'encerrada']);

export const assembleiaResumoSchema = z.object({
  codassembleia: z.number().int(),
  titulo: z.string(),
  tipo: z.enum(['ordinaria', 'extraordinaria']),
  modalidade: z.enum(['presencial', 'online', 'hibrida']),
  inicio: dataHoraIsoSchema,
  /** Any item whose voting is open now. */
  votacaoAberta: z.boolean(),
  /** Items voted online whose voting is closed (the result is out). */
  encerrada: z.boolean(),
});
export type AssembleiaResumo = z.infer<typeof assembleiaResumoSchema>;

/** coddao 740 — the assemblies of the context unit's building, the latest first. */
export const assembleiasParametros = paginaParametros;
export const assembleiasResultado = listaSchema(assembleiaResumoSchema);

export const quorumSchema = z.object({
  unidadesVotantes: z.number().int().min(0),
  unidades: z.number().int().min(0),
  centesimos: z.number().int().min(0).max(10000),
});

export const resultadoOpcaoSchema = z.object({
  opcao: z.number().int(),
  texto: z.string(),
  unidades: z.number().int(),
  peso: z.number().int(),
  centesimos: z.number().int(),
});

export const pautaItemSchema = z.object({
  coditem: z.number().int(),
  ordem: z.number().int(),
  texto: z.string(),
  votacaoOnline: z.boolean(),
  opcoes: z.array(z.string()),
  abertaEm: dataHoraIsoSchema.nullable(),
  encerradaEm: dataHoraIsoSchema.nullable(),
  situacao: situacaoVotacaoSchema,
  /** The unit's vote: the option, the version to send with a change, who cast it and when. */
  votoDaUnidade: z
    .object({
      opcao: z.number().int(),
      versao: z.number().int(),
      por: z.string(),
      porMim: z.boolean(),
      em: dataHoraIsoSchema,
    })
    .nullable(),
  /** Units (or fractions) that voted on this item, live. */
  quorum: quorumSchema,
  /** The aggregated tally, only once the voting is closed. */
  resultado: z.array(resultadoOpcaoSchema).nullable(),
  vencedora: z.number().int().nullable(),
});
export type PautaItem = z.infer<typeof pautaItemSchema>;

/** coddao 741 — one assembly: its notice, documents and agenda with the unit's votes. */
export const assembleiaParametros = codigoParametros;
export const assembleiaResultado = assembleiaResumoSchema.extend({
  local: z.string().nullable(),
  comoParticipar: z.string().nullable(),
  link: z.string().nullable(),
  edificio: z.string(),
  unidade: z.string(),
  votoPorFracao: z.boolean(),
  /** The context's unit is residential (the gate's account reads the assembly but never votes). */
  podeVotar: z.boolean(),
  /** The caller is the building's síndico: opens and closes the voting, reads the audit. */
  sindico: z.boolean(),
  documentos: z.array(z.object({ titulo: z.string(), codigo: z.string() })),
  itens: z.array(pautaItemSchema),
});
export type Assembleia = z.infer<typeof assembleiaResultado>;

/** coddao 742 — the unit's vote on an item; `versao` is the one read (absent for the unit's first vote). */
export const votarParametros = codigoParametros;
export const votarConteudo = z.object({
  opcao: z.number().int().min(0).max(50),
  versao: z.number().int().min(1).optional(),
});
export type VotarConteudo = z.infer<typeof votarConteudo>;
export const votarResultado = z.object({
  opcao: z.number().int(),
  versao: z.number().int(),
  em: dataHoraIsoSchema,
});

/** coddao 743 and 744 — the síndico opens, or closes, the voting of the assembly's online items. */
export const abrirVotacaoParametros = codigoParametros;
export const encerrarVotacaoParametros = codigoParametros;
export const votacaoResultado = z.object({ itens: z.number().int().min(0), em: dataHoraIsoSchema });

/** coddao 745 — who voted what and when, every change: the síndico's audit. */
export const auditoriaVotosParametros = codigoParametros;
export const auditoriaVotosResultado = z.object({
  registros: z.array(
    z.object({
      item: z.number().int(),
      unidade: z.string(),
      pessoa: z.string(),
      opcao: z.string(),
      versao: z.number().int(),
      em: dataHoraIsoSchema,
    }),
  ),
});

export const comunicadoSchema = z.object({
  codcomunicado: z.number().int(),
  titulo: z.string(),
  texto: z.string(),
  autor: z.string(),
  publicadoEm: dataHoraIsoSchema,
  lidoEm: dataHoraIsoSchema.nullable(),
});
export type Comunicado = z.infer<typeof comunicadoSchema>;

/** coddao 746 — the building's notices, the latest first; `sindico` says whether the read list is offered. */
export const comunicadosParametros = paginaParametros;
export const comunicadosResultado = listaSchema(comunicadoSchema).extend({ sindico: z.boolean() });

/** coddao 747 — the notice read by the caller (once: the first reading's instant stays). */
export const lerComunicadoParametros = codigoParametros;
export const lerComunicadoResultado = z.object({ lidoEm: dataHoraIsoSchema });

/** coddao 748 — the síndico publishes a notice to the building. */
export const publicarComunicadoParametros = z.tuple([codigoCopiaSchema]);
export const publicarComunicadoConteudo = z.object({
  titulo: z.string().trim().min(3).max(120),
  texto: z.string().trim().min(3).max(4000),
});
export const publicarComunicadoResultado = z.object({ codcomunicado: z.number().int() });

/** coddao 749 — who of the building read the notice, and who not yet (the síndico's). */
export const leiturasComunicadoParametros = codigoParametros;
const leitorSchema = z.object({ pessoa: z.string(), unidade: z.string(), em: dataHoraIsoSchema.nullable() });
export const leiturasComunicadoResultado = z.object({
  leram: z.array(leitorSchema),
  naoLeram: z.array(leitorSchema),
});

export const perguntaSchema = z.object({
  codpergunta: z.number().int(),
  tipo: z.enum(['unica', 'multipla', 'texto']),
  texto: z.string(),
  opcoes: z.array(z.string()),
});

export const pesquisaResumoSchema = z.object({
  codpesquisa: z.number().int(),
  titulo: z.string(),
  descricao: z.string(),
  abertaEm: dataHoraIsoSchema,
  encerraEm: dataHoraIsoSchema,
  respondida: z.boolean(),
  resultadosPublicados: z.boolean(),
});

/** coddao 750 — the building's surveys. */
export const pesquisasParametros = paginaParametros;
export const pesquisasResultado = listaSchema(pesquisaResumoSchema);

/** coddao 751 — one survey, the caller's answer and, once published, its results. */
export const pesquisaParametros = codigoParametros;
export const pesquisaResultado = pesquisaResumoSchema.extend({
  perguntas: z.array(perguntaSchema),
  respostas: z.number().int().min(0),
  resultado: z
    .array(
      z.object({
        codpergunta: z.number().int(),
        contagens: z.array(z.number().int()),
        textos: z.array(z.string()),
      }),
    )
    .nullable(),
});
export type Pesquisa = z.infer<typeof pesquisaResultado>;

/** coddao 752 — the caller's one answer to a survey. */
export const responderPesquisaParametros = codigoParametros;
export const respostaPerguntaSchema = z.object({
  codpergunta: z.number().int(),
  opcoes: z.array(z.number().int().min(0).max(50)).max(50).optional(),
  texto: z.string().trim().max(1000).optional(),
});
export const responderPesquisaConteudo = z.object({
  respostas: z.array(respostaPerguntaSchema).min(1).max(50),
});
export type RespostaPergunta = z.infer<typeof respostaPerguntaSchema>;
export const responderPesquisaResultado = z.object({ em: dataHoraIsoSchema });
