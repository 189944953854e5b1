// The embedded Postgres (PGlite) on a thread of its own: db/pglite-em-thread.ts sends it statements and
// transactions and gets rows back, so compiling, planning and running SQL never blocks the event loop. Plain
// JavaScript: the sources' tests and the built server start the same file.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';

const porta = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

/**
 * What PGlite reads when it opens (9 MB of WebAssembly to compile, a 6 MB bundle of Postgres's files) needs no
 * data folder: it loads as soon as the thread starts, beside PGlite's own modules, and the thread may start
 * before the server knows it may open the folder (server.ts). The folder comes in the first message.
 */
const artefatos = (() => {
  const dist = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  return Promise.all([
    readFile(join(dist, 'pglite.wasm')).then((bytes) => WebAssembly.compile(bytes)),
    readFile(join(dist, 'pglite.data')),
  ]);
})();
/** @type {Promise<{ pasta: string | null, opcoes: import('@electric-sql/pglite').PGliteOptions }>} */
const aberturaPedida = new Promise((pedido) => porta.once('message', pedido));
const [{ PGlite }, { serialize }, { btree_gist }] = await Promise.all([
  import('@electric-sql/pglite'),
  import('pg-protocol'),
  // The contrib extension the bookings' exclusion constraint needs (migration 0021): an integer compared with `=`
  // beside a range's `&&` in one gist index. Its files unpack when the cluster opens, before CREATE EXTENSION.
  import('@electric-sql/pglite/contrib/btree_gist'),
]);

/** Transactions open on behalf of the main thread, by id: PGlite's handle, and how to end them. */
const transacoes = new Map();

/** The main thread's parsers cannot cross threads: it names the types to keep as text (drizzle keeps dates so). */
const configDe = ({ rowMode, comoTexto }) => ({
  rowMode,
  parsers: Object.fromEntries(comoTexto.map((oid) => [oid, (valor) => valor])),
});

/** A database error's own fields (code, constraint, detail…) survive the copy to the main thread. */
function erroCopiavel(erro) {
  const copia = { name: erro?.name ?? 'Error', message: erro?.message ?? String(erro) };
  for (const [campo, valor] of Object.entries(erro ?? {})) {
    if (valor === null || ['string', 'number', 'boolean'].includes(typeof valor)) copia[campo] = valor;
  }
  return copia;
}

/**
 * A transaction id this thread does not know: it was opened on a thread that died and was replaced (a crash,
 * 503 upstream).
 */
const transacaoPerdida = (tx) =>
  Object.assign(new Error(`Transação ${tx} não está aberta.`), { code: '57P02' });

/** Answers of this turn of the thread's event loop, posted as one message at its end (or once there are many). */
let respostas = [];
const RESPOSTAS_POR_MENSAGEM = 32;
function despachar() {
  if (respostas.length === 0) return;
  const lote = respostas;
  respostas = [];
  porta.postMessage(lote);
}
function enviar(resposta) {
  if (respostas.length === 0) setImmediate(despachar);
  respostas.push(resposta);
  if (respostas.length >= RESPOSTAS_POR_MENSAGEM) despachar();
}

const responder = (id, resultado) => enviar({ id, resultado });
const falhar = (id, erro) => enviar({ id, erro: erroCopiavel(erro) });

/**
 * Statements prepared once, by their text (issue 12): PGlite's own `query` parses and plans every statement
 * anew, in six calls into WebAssembly; a prepared one is a bind, an execute and a sync. A login's five statements
 * took ~7 ms of this thread; prepared, each costs about a quarter. The oldest leave beyond PREPARADAS_MAXIMO, so
 * text built with inline values cannot grow the set without end.
 */
const PREPARADAS_MAXIMO = 500;
/** @type {Map<string, { nome: string, tipos: number[], campos: { name: string, dataTypeID: number }[] }>} */
const preparadas = new Map();
let proximoNome = 0;

/** Codes after which a prepared statement is dropped and prepared again: it was lost, or its table changed shape. */
const PREPARADA_INVALIDA = new Set(['26000', '0A000']);

const protocolo = (...mensagens) => db.execProtocol(Buffer.concat(mensagens), { syncToFs: false });

/** Forgets the statement of `sql`, here and in Postgres (the caller holds PGlite's query lock). */
async function descartar(sql) {
  const velha = preparadas.get(sql);
  if (!velha) return;
  preparadas.delete(sql);
  await protocolo(serialize.close({ type: 'S', name: velha.nome }), serialize.sync());
}

async function preparar(sql) {
  const nome = `p${proximoNome++}`;
  const { messages } = await protocolo(
    serialize.parse({ name: nome, text: sql }),
    serialize.describe({ type: 'S', name: nome }),
    serialize.sync(),
  );
  const tipos = messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [];
  const campos = (messages.find((m) => m.name === 'rowDescription')?.fields ?? []).map((f) => ({
    name: f.name,
    dataTypeID: f.dataTypeID,
  }));
  if (preparadas.size >= PREPARADAS_MAXIMO) await descartar(preparadas.keys().next().value);
  const preparada = { nome, tipos, campos };
  preparadas.set(sql, preparada);
  return preparada;
}

/** What PGlite's `query` answers, from a prepared statement: its values serialized and its rows parsed alike. */
async function executarPreparada(sql, params, { rowMode, parsers }) {
  const { nome, tipos, campos } = preparadas.get(sql) ?? (await preparar(sql));
  const valores = params.map((valor, i) => {
    if (valor === null || valor === undefined) return null;
    const serializar = db.serializers[tipos[i]];
    return serializar ? serializar(valor) : valor.toString();
  });
  const { messages } = await protocolo(
    serialize.bind({ statement: nome, values: valores }),
    serialize.execute({}),
    serialize.sync(),
  );
  const conversores = campos.map(({ dataTypeID }) => parsers[dataTypeID] ?? db.parsers[dataTypeID]);
  const valor = (texto, i) => {
    if (texto === null) return null;
    const converter = conversores[i];
    return converter ? converter(texto, campos[i].dataTypeID) : texto;
  };
  const rows = [];
  let affectedRows = 0;
  for (const m of messages) {
    if (m.name === 'dataRow') {
      rows.push(
        rowMode === 'array'
          ? m.fields.map(valor)
          : Object.fromEntries(m.fields.map((texto, i) => [campos[i].name, valor(texto, i)])),
      );
    } else if (m.name === 'commandComplete') {
      const [comando, ...resto] = m.text.split(' ');
      if (['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE'].includes(comando))
        affectedRows += Number.parseInt(resto.at(-1), 10);
    }
  }
  return { rows, fields: campos, affectedRows };
}

/**
 * A statement, prepared, in transaction `tx` or on its own. PGlite's locks are taken as its `query` takes them
 * (its protected `_runExclusive*`, the same version pinned in package.json): a statement on its own waits for an
 * open transaction to end, one inside it waits for what was sent before it in that transaction (`naVez`).
 */
async function consultar({ id, tx, sql, params, ...config }) {
  const opcoes = configDe(config);
  // Inside a transaction the failed statement has aborted it: the statement is dropped, the error stands.
  const executar = () =>
    db._runExclusiveQuery(() =>
      executarPreparada(sql, params, opcoes).catch(async (erro) => {
        if (!PREPARADA_INVALIDA.has(erro?.code) || !preparadas.has(sql)) throw erro;
        await descartar(sql).catch(() => {});
        if (tx !== undefined) throw erro;
        return executarPreparada(sql, params, opcoes);
      }),
    );
  const resultado = await (tx === undefined ? db._runExclusiveTransaction(executar) : naVez(tx, executar));
  if (tx === undefined) await db.syncToFs();
  responder(id, resultado);
}

/**
 * Runs `passo` in transaction `tx` once it is open and everything sent before in it has run: the main thread sends
 * a transaction's BEGIN and first statements without waiting for each answer (db/pglite-em-thread.ts). A failed
 * step does not hold up the next (Postgres refuses it itself, the transaction being aborted); a BEGIN that failed
 * fails every step.
 */
function naVez(tx, passo) {
  const aberta = transacoes.get(tx);
  if (!aberta) return Promise.reject(transacaoPerdida(tx));
  const vez = aberta.fila.then(() => aberta.pronta).then(passo);
  aberta.fila = vez.catch(() => {});
  return vez;
}

/**
 * BEGIN: answers `id` once open; the transaction, named by that id, then runs what is sent in it (`naVez`) until
 * its 'fim' (commit or rollback). It is known from this message on, so statements may follow before the answer.
 */
function abrirTransacao({ id }) {
  const aberta = {
    fila: Promise.resolve(),
    pronta: null,
    confirmar: null,
    desfazer: null,
    responderFim: null,
  };
  aberta.pronta = new Promise((pronta, falhou) => {
    db.transaction(
      () =>
        new Promise((confirmar, desfazer) => {
          aberta.confirmar = confirmar;
          aberta.desfazer = desfazer;
          pronta();
          responder(id, id);
        }),
    )
      .then(() => aberta.responderFim?.(undefined))
      .catch((erro) => {
        if (aberta.confirmar) return aberta.responderFim?.(erro);
        falhou(erro);
        falhar(id, erro);
      })
      .finally(() => transacoes.delete(id));
  });
  aberta.pronta.catch(() => {});
  transacoes.set(id, aberta);
}

/** COMMIT or ROLLBACK of transaction `tx`, after what was sent in it before, answered when PGlite has finished it. */
function terminarTransacao({ id, tx, confirmar }) {
  naVez(tx, () => {
    const aberta = transacoes.get(tx);
    aberta.responderFim = (erro) => (erro && confirmar ? falhar(id, erro) : responder(id, null));
    if (confirmar) aberta.confirmar();
    else aberta.desfazer(new Error('rollback'));
  }).catch((erro) => (confirmar ? falhar(id, erro) : responder(id, null)));
}

const { pasta, opcoes } = await aberturaPedida;
const [pgliteWasmModule, pacote] = await artefatos;
const db = await PGlite.create(pasta ?? undefined, {
  ...opcoes,
  extensions: { btree_gist },
  pgliteWasmModule,
  fsBundle: new Blob([pacote]),
});

// NOTIFY reaches this backend's own LISTEN when its transaction commits (a rolled-back one sends nothing): each
// goes to the main thread as it is parsed, before the answer to the COMMIT that sent it.
db.onNotification((canal, payload) => enviar({ aviso: { canal, payload } }));

porta.on('message', (pedidos) => {
  for (const pedido of pedidos) atender(pedido);
});

function atender(pedido) {
  switch (pedido.tipo) {
    case 'escutar':
      db.listen(pedido.canal, () => {}).then(
        () => responder(pedido.id, null),
        (erro) => falhar(pedido.id, erro),
      );
      break;
    case 'consulta':
      consultar(pedido).catch((erro) => falhar(pedido.id, erro));
      break;
    case 'begin':
      abrirTransacao(pedido);
      break;
    case 'fim':
      terminarTransacao(pedido);
      break;
    case 'fechar':
      db.close().then(
        () => {
          responder(pedido.id, null);
          despachar();
          porta.close();
        },
        (erro) => falhar(pedido.id, erro),
      );
      break;
  }
}
porta.postMessage({ pronto: true });
