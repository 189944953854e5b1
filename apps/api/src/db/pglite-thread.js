// The embedded Postgres (PGlite) on a thread of its own: db/pglite-em-thread.ts sends it statements and
// transactions and gets rows back, so compiling, planning and running SQL never blocks the event loop. Plain
// JavaScript: the sources' tests and the built server start the same file.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

/** @type {{ pasta: string | null, opcoes: import('@electric-sql/pglite').PGliteOptions }} */
const { pasta, opcoes } = workerData;
const porta = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);

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

const responder = (id, resultado) => porta.postMessage({ id, resultado });
const falhar = (id, erro) => porta.postMessage({ id, erro: erroCopiavel(erro) });

async function consultar({ id, tx, sql, params, ...config }) {
  const alvo = tx === undefined ? db : transacoes.get(tx)?.tx;
  if (!alvo) throw transacaoPerdida(tx);
  const { rows, fields, affectedRows } = await alvo.query(sql, params, configDe(config));
  responder(id, { rows, fields, affectedRows });
}

/** BEGIN: answers `id` once open; the transaction then waits for its 'fim' (commit or rollback). */
function abrirTransacao({ id }) {
  let aberta = false;
  db.transaction(
    (tx) =>
      new Promise((confirmar, desfazer) => {
        transacoes.set(id, { tx, confirmar, desfazer });
        aberta = true;
        responder(id, id);
      }),
  )
    .then(() => transacoes.get(id)?.responderFim(undefined))
    .catch((erro) => (aberta ? transacoes.get(id)?.responderFim(erro) : falhar(id, erro)))
    .finally(() => transacoes.delete(id));
}

/** COMMIT or ROLLBACK of transaction `tx`, answered when PGlite has finished it. */
function terminarTransacao({ id, tx, confirmar }) {
  const aberta = transacoes.get(tx);
  if (!aberta) return falhar(id, transacaoPerdida(tx));
  aberta.responderFim = (erro) => (erro && confirmar ? falhar(id, erro) : responder(id, null));
  if (confirmar) aberta.confirmar();
  else aberta.desfazer(new Error('rollback'));
}

const db = await PGlite.create(pasta ?? undefined, opcoes);

porta.on('message', (pedido) => {
  switch (pedido.tipo) {
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
          porta.close();
        },
        (erro) => falhar(pedido.id, erro),
      );
      break;
  }
});
porta.postMessage({ pronto: true });
