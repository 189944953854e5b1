import { INT4 } from '@portal/core';
import { and, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../db/database.ts';
import {
  anexo,
  assembleia,
  cobranca,
  condominio,
  contracheque,
  empresa,
  moduloRegistro,
  pagamento,
  recado,
} from '../db/schema/index.ts';
import { type Alcance, alcanceAmplo, alcanceDe, visivelPara } from '../operations/alcance.ts';
import { assembleiaCompleta } from '../operations/assembleias/assembleia-dados.ts';
import { edificioDaSessao } from '../operations/assembleias/edificio.ts';
import { cobrancaCompleta, hojeDe } from '../operations/cobrancas/cobranca-dto.ts';
import type { Sessao } from '../operations/contexto.ts';
import { daEmpresaNoContexto } from '../operations/contracheques/empresa-do-contracheque.ts';
import { lerBoletins } from '../operations/escola/boletim-do-aluno.ts';
import { recadoVisivel } from '../operations/recados/alcance-recado.ts';
import { participaDaConversa } from '../operations/recados/conversa.ts';
import type { Arquivo } from './arquivo.ts';
import { contentTypeDe } from './arquivo.ts';
import { ataVotacaoPdf } from './ata-votacao-pdf.ts';
import { boletimPdf } from './boletim-pdf.ts';
import { boletoPdf, dadosDoBoleto } from './boleto-pdf.ts';
import { contrachequePdf } from './contracheque-pdf.ts';
import { informePdf, resumoDosContracheques } from './informe-pdf.ts';

/** Outcome of a V3 lookup: the file, or why not. */
export type Resultado = Arquivo | 'nao-encontrado' | 'proibido';

/** A positive id within the database's int4 columns; anything else is simply not found. */
const inteiro = (v: string | undefined) =>
  v !== undefined && /^\d{1,10}$/.test(v) && Number(v) <= INT4.max ? Number(v) : null;

async function empresaDe(db: Executor, codempresa: number) {
  const [row] = await db.select().from(empresa).where(eq(empresa.codempresa, codempresa)).limit(1);
  return row?.dados ?? { nomempresa: 'Empresa', cnpj: '' };
}

/**
 * Whether a scoped row may be served: seen in the token's context; another context of the same person's
 * (another child, another building) answers 404, as if it did not exist there; anyone else's, 403.
 */
async function noContexto(
  s: Sessao,
  existe: (alcance: Alcance) => Promise<boolean>,
): Promise<'ok' | 'nao-encontrado' | 'proibido'> {
  if (await existe(alcanceDe(s))) return 'ok';
  return (await existe(alcanceAmplo(s))) ? 'nao-encontrado' : 'proibido';
}

async function existeCobranca(db: Executor, cod: number, alcance: Alcance): Promise<boolean> {
  const linhas = await db
    .select({ codcobranca: cobranca.codcobranca })
    .from(cobranca)
    .where(and(eq(cobranca.codcobranca, cod), visivelPara(cobranca, alcance)))
    .limit(1);
  return linhas.length > 0;
}

async function existeRecado(db: Executor, cod: number, alcance: Alcance): Promise<boolean> {
  const linhas = await db
    .select({ codrecado: recado.codrecado })
    .from(recado)
    .where(and(eq(recado.codrecado, cod), recadoVisivel(alcance)))
    .limit(1);
  return linhas.length > 0;
}

async function resolverContracheque(db: Executor, s: Sessao, params: string[]): Promise<Resultado> {
  const [codpessoa, cod] = [inteiro(params[0]), inteiro(params[1])];
  if (codpessoa === null || cod === null || params.length !== 2) return 'nao-encontrado';
  const [row] = await db.select().from(contracheque).where(eq(contracheque.codcontracheque, cod)).limit(1);
  if (!row || row.codpessoa !== codpessoa) return 'nao-encontrado';
  if (row.codpessoa !== s.pessoa.codpessoa) return 'proibido';
  if (!alcanceDe(s).empresas.includes(row.dados.codempresa)) return 'nao-encontrado';
  const bytes = await contrachequePdf(row.dados, s.pessoa, await empresaDe(db, row.dados.codempresa));
  return { bytes, contentType: 'application/pdf', filename: `contracheque_${row.competencia}.pdf` };
}

async function resolverAnexo(db: Executor, s: Sessao, params: string[]): Promise<Resultado> {
  const cod = inteiro(params[0]);
  if (cod === null || params.length !== 1) return 'nao-encontrado';
  const [row] = await db.select().from(anexo).where(eq(anexo.codanexo, cod)).limit(1);
  if (!row) return 'nao-encontrado';
  if (row.codpessoa !== s.pessoa.codpessoa && row.codresposta !== null) {
    // A reply's attachment: the thread's family and the recado's author, where the context shows the recado.
    const codresposta = row.codresposta;
    const veredito = await noContexto(s, (a) => participaDaConversa(db, codresposta, a));
    if (veredito !== 'ok') return veredito;
  } else if (row.codpessoa !== s.pessoa.codpessoa) {
    const codrecado = row.codrecado;
    if (codrecado === null) return 'proibido';
    const veredito = await noContexto(s, (a) => existeRecado(db, codrecado, a));
    if (veredito !== 'ok') return veredito;
  }
  return {
    bytes: row.conteudo,
    contentType: contentTypeDe(row.conteudo, row.filename),
    filename: row.filename,
  };
}

/**
 * A charge's slip or, once paid, its receipt: from its `cobranca` row (issue 28) — today's status, core's codes,
 * the payment — whatever made it (a bill of the seed, a cafeteria top-up, a paid event's sign-up).
 */
async function resolverBoleto(db: Executor, s: Sessao, params: string[]): Promise<Resultado> {
  const cod = inteiro(params[0]);
  if (cod === null || params.length !== 1) return 'nao-encontrado';
  const [linha] = await db
    .select({ c: cobranca, p: pagamento })
    .from(cobranca)
    .leftJoin(pagamento, eq(pagamento.codcobranca, cobranca.codcobranca))
    .where(eq(cobranca.codcobranca, cod))
    .orderBy(desc(pagamento.pagoEm))
    .limit(1);
  if (!linha) return 'nao-encontrado';
  const veredito = await noContexto(s, (a) => existeCobranca(db, cod, a));
  if (veredito !== 'ok') return veredito;
  const c = cobrancaCompleta(
    linha.c,
    linha.p,
    { nome: s.pessoa.nome, cpf: s.pessoa.cpf },
    hojeDe(new Date()),
  );
  const { detalhesCobranca, ...dados } = dadosDoBoleto(c);
  const bytes = await boletoPdf({ ...dados, detalhes: detalhesCobranca });
  return {
    bytes,
    contentType: 'application/pdf',
    filename: `${dados.comprovante ? 'comprovante' : 'boleto'}_${cod}.pdf`,
  };
}

/**
 * The income report: the module record that offers it (pprivada/informe-rendimentos, with its figures) when
 * there is one, else the totals of that year's payslips.
 */
async function resolverInforme(db: Executor, s: Sessao, params: string[]): Promise<Resultado> {
  const [codpessoa, ano] = [inteiro(params[0]), inteiro(params[1])];
  if (codpessoa === null || ano === null || params.length !== 2 || ano < 1900 || ano > 2100) {
    return 'nao-encontrado';
  }
  if (codpessoa !== s.pessoa.codpessoa) return 'proibido';
  const filename = `informe_rendimentos_${ano}.pdf`;
  const [registro] = await db
    .select({ dados: moduloRegistro.dados, codempresa: moduloRegistro.escCodempresa })
    .from(moduloRegistro)
    .where(
      and(
        sql`${moduloRegistro.dados}->'anexo'->>'doc' = 'informe'`,
        sql`${moduloRegistro.dados}->'anexo'->'params' = ${JSON.stringify([codpessoa, ano])}::jsonb`,
        visivelPara(moduloRegistro, alcanceDe(s)),
      ),
    )
    .limit(1);
  const rows = await db
    .select()
    .from(contracheque)
    .where(
      and(
        eq(contracheque.codpessoa, codpessoa),
        daEmpresaNoContexto(alcanceDe(s)),
        gte(contracheque.competencia, `${ano}-01`),
        lt(contracheque.competencia, `${ano + 1}-01`),
      ),
    )
    .orderBy(contracheque.competencia);
  const [qualquer] = rows.length
    ? rows
    : await db
        .select()
        .from(contracheque)
        .where(and(eq(contracheque.codpessoa, codpessoa), daEmpresaNoContexto(alcanceDe(s))))
        .limit(1);
  const fonte = await empresaDe(db, registro?.codempresa ?? qualquer?.dados.codempresa ?? 0);
  if (registro) {
    const r = registro.dados;
    const bytes = await informePdf(ano, s.pessoa, fonte, {
      linhas: [{ rotulo: 'Total dos rendimentos tributáveis', valor: r.valor ?? 0 }],
      detalhes: r.detalhes,
      rodape: r.subtitulo ?? '',
    });
    return { bytes, contentType: 'application/pdf', filename };
  }
  if (rows.length === 0) return 'nao-encontrado';
  const bytes = await informePdf(ano, s.pessoa, fonte, resumoDosContracheques(rows.map((r) => r.dados)));
  return { bytes, contentType: 'application/pdf', filename };
}

/**
 * The minutes' result table of an assembly of the context unit's building (issue 32); an assembly of another
 * building of the person's is not found here, anyone else's is forbidden.
 */
async function resolverAtaVotacao(db: Executor, s: Sessao, params: string[]): Promise<Resultado> {
  const cod = inteiro(params[0]);
  if (cod === null || params.length !== 1) return 'nao-encontrado';
  const [row] = await db.select().from(assembleia).where(eq(assembleia.codassembleia, cod)).limit(1);
  if (!row) return 'nao-encontrado';
  const e = await edificioDaSessao(db, s);
  if (!e || e.codedificio !== row.codedificio) {
    const [deOutra] = await db
      .select({ codcondomino: condominio.codcondomino })
      .from(condominio)
      .where(
        and(
          eq(condominio.codedificio, row.codedificio),
          inArray(condominio.codcondomino, [...s.pessoa.condominios, '']),
        ),
      )
      .limit(1);
    return deOutra ? 'nao-encontrado' : 'proibido';
  }
  const a = await assembleiaCompleta(db, row, e, s.pessoa.codpessoa, new Date());
  return {
    bytes: await ataVotacaoPdf(a),
    contentType: 'application/pdf',
    filename: `votacao_assembleia_${cod}.pdf`,
  };
}

/**
 * A child's boletim (issue 31), params [codaluno, anoletivo]: only a child the token's context admits, in that
 * school year — any other child, the person's own in another context or someone else's, is not found (404), so a
 * guessed code tells nothing.
 */
async function resolverBoletim(db: Executor, s: Sessao, params: string[]): Promise<Resultado> {
  const [codaluno = '', ano] = [params[0], inteiro(params[1])];
  if (ano === null || params.length !== 2 || !/^[A-Za-z0-9-]{1,20}$/.test(codaluno)) return 'nao-encontrado';
  const alcance = alcanceDe(s);
  if (!alcance.alunos.includes(codaluno)) return 'nao-encontrado';
  // The context's class is that year's: another year's boletim is the child's class of that year.
  const codturma = ano === alcance.anoletivo ? alcance.codturma : null;
  const [boletim] = await lerBoletins(db, { ...alcance, anoletivo: ano, codturma }, codaluno);
  if (!boletim) return 'nao-encontrado';
  return {
    bytes: await boletimPdf(boletim),
    contentType: 'application/pdf',
    filename: `boletim_${ano}_${boletim.nome.split(' ')[0]}.pdf`,
  };
}

const RESOLVEDORES: Record<string, (db: Executor, s: Sessao, params: string[]) => Promise<Resultado>> = {
  contracheque: resolverContracheque,
  anexo: resolverAnexo,
  boleto: resolverBoleto,
  informe: resolverInforme,
  'ata-votacao': resolverAtaVotacao,
  boletim: resolverBoletim,
};

export function isDocumentoConhecido(doc: string): boolean {
  return Object.hasOwn(RESOLVEDORES, doc);
}

/** Finds the document and checks it belongs to the session's person. */
export function resolverDocumento(
  db: Executor,
  s: Sessao,
  doc: string,
  params: string[],
): Promise<Resultado> {
  const resolver = RESOLVEDORES[doc];
  return resolver ? resolver(db, s, params) : Promise.resolve('nao-encontrado');
}
