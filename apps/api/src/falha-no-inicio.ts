/**
 * What the person running `npm start` reads when the API cannot start: the cause in Portuguese and what to do,
 * for the failures a first try meets (a busy port, a data folder it cannot write, a PostgreSQL that is down or
 * refuses the login). Node's and PostgreSQL's own texts are English; only an unforeseen failure shows its own,
 * after a Portuguese line.
 */
import { cadeiaDeCausas } from './db/erro-sql.ts';

interface ErroDeSistema {
  code?: unknown;
  syscall?: unknown;
  port?: unknown;
  address?: unknown;
  hostname?: unknown;
  path?: unknown;
}

/** The first of `erro` and what it wraps that carries a code (drizzle and node-postgres wrap the cause). */
function comCodigo(erro: unknown): ErroDeSistema | null {
  for (const e of cadeiaDeCausas(erro)) if (typeof e.code === 'string') return e;
  return null;
}

/** Node's socket failures on reaching PostgreSQL, in a few words. */
const MOTIVOS_DE_REDE: Record<string, string> = {
  ECONNREFUSED: 'a conexão foi recusada (o servidor não está no ar nesse endereço e porta?)',
  ENOTFOUND: 'o nome do servidor não foi encontrado',
  EAI_AGAIN: 'o nome do servidor não pôde ser resolvido agora',
  ETIMEDOUT: 'o servidor não respondeu a tempo',
  EHOSTUNREACH: 'o servidor está inalcançável',
  ECONNRESET: 'a conexão caiu',
};

/** PostgreSQL's refusals at login (SQLSTATE class 28, and 3D000 for a database that does not exist). */
const RECUSAS_DO_POSTGRES: Record<string, string> = {
  '28P01': 'O PostgreSQL recusou o usuário ou a senha de DATABASE_URL.',
  '28000': 'O PostgreSQL não autoriza o usuário de DATABASE_URL a entrar nesse banco (veja o pg_hba.conf).',
  '3D000':
    'O banco de dados nomeado em DATABASE_URL não existe no PostgreSQL: crie-o (createdb) ou corrija o nome.',
};

/** The message for a failure of the start (`iniciarServidor`). */
export function mensagemDeFalhaNoInicio(erro: unknown): string {
  const e = comCodigo(erro);
  const codigo = typeof e?.code === 'string' ? e.code : '';
  const porta = typeof e?.port === 'number' ? e.port : undefined;
  const alvo =
    typeof e?.address === 'string' ? e.address : typeof e?.hostname === 'string' ? e.hostname : null;
  if (e?.syscall === 'listen') {
    if (codigo === 'EADDRINUSE')
      return `A porta ${porta} já está em uso por outro programa (outro Portal?). Encerre-o ou escolha outra porta: PORT=8081 npm start`;
    if (codigo === 'EACCES')
      return `Sem permissão para usar a porta ${porta}: portas abaixo de 1024 exigem privilégios. Escolha outra: PORT=8080 npm start`;
    if (codigo === 'EADDRNOTAVAIL')
      return `O endereço HOST=${alvo} não é desta máquina. Use 0.0.0.0 (todas as interfaces) ou 127.0.0.1.`;
  }
  if (typeof e?.path === 'string') {
    if (['EACCES', 'EPERM', 'EROFS'].includes(codigo))
      return `Sem permissão para gravar em ${e.path}. Use uma pasta de dados onde você possa gravar: DATA_DIR=./dados npm start`;
    if (codigo === 'ENOSPC') return `Não há espaço em disco para gravar em ${e.path}.`;
  }
  const recusa = RECUSAS_DO_POSTGRES[codigo];
  if (recusa) return recusa;
  const motivo = MOTIVOS_DE_REDE[codigo];
  if (motivo) {
    const destino = alvo ? ` (${alvo}${porta ? `:${porta}` : ''})` : '';
    return `Não foi possível conectar ao PostgreSQL de DATABASE_URL${destino}: ${motivo}. Verifique o endereço ou deixe DATABASE_URL vazio para usar o banco embutido.`;
  }
  const texto = erro instanceof Error ? erro.message : String(erro);
  return `Falha ao iniciar a API: ${texto}`;
}
