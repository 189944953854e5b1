import * as z from 'zod';

const inteiro = (padrao: number, min: number, max: number) =>
  z.coerce.number().int().min(min).max(max).default(padrao);

/** A comma list; unset stays undefined, so "not configured" differs from "configured empty". */
const lista = z
  .string()
  .optional()
  .transform((v) =>
    v
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

/** Environment variables of the API, checked at boot (a bad one stops the server with a clear message). */
export const envSchema = z
  .object({
    PORT: inteiro(8080, 0, 65535),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
      .optional(),
    /** Connections each API process may hold; with N processes keep N × this under PostgreSQL's max_connections. */
    DATABASE_POOL_MAX: inteiro(10, 1, 500),
    JWT_SECRET: z.string().min(32, 'deve ter pelo menos 32 caracteres').optional(),
    /** Seconds; a few seconds is allowed so expiry can be exercised end to end. */
    TOKEN_TTL: inteiro(3600, 2, 30 * 24 * 3600),
    BRAND_HOST: z.string().default('portal.exemplo.com.br'),
    PASSWORD_SECRET: z.string().min(1).default('portal-senha'),
    DOCUMENT_SECRET: z.string().min(1).default('portal-documento'),
    /** Key of the payment provider's webhook signatures; unset, a development key (and none in production). */
    PAGAMENTOS_WEBHOOK_SECRET: z.string().min(16, 'deve ter pelo menos 16 caracteres').optional(),
    /** E-mail (issue 14): with SMTP_HOST set, messages leave by SMTP; unset, they stay in the outbox table. */
    SMTP_HOST: z.string().min(1).optional(),
    SMTP_PORT: inteiro(587, 1, 65535),
    /** 'true': TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
    SMTP_SECURE: z
      .string()
      .optional()
      .transform((v) => v === '1' || v === 'true'),
    SMTP_USER: z.string().optional(),
    SMTP_PASSWORD: z.string().optional(),
    SMTP_FROM: z.string().min(3).optional(),
    /**
     * The push services (host names; a name covers its subdomains) the server may send Web Push to; unset: the
     * browsers' own (config/app-settings.ts SERVICOS_PUSH_WEB). A subscription names any URL, so this list is what
     * keeps the server from posting wherever a caller points it.
     */
    PUSH_SERVICOS: lista,
    /**
     * Web Push's VAPID pair, both or neither (base64url: the 65-byte public point, the 32-byte private scalar); unset,
     * a pair generated once into DATA_DIR/vapid.json. Set them when the processes do not share one DATA_DIR.
     */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^B[A-Za-z0-9_-]{86}$/, 'deve ser a chave pública P-256 em base64url (87 caracteres)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'deve ser a chave privada P-256 em base64url (43 caracteres)')
      .optional(),
    /** Exactly the origins allowed to call the API from a browser; unset: config/cors.ts's defaults per mode. */
    CORS_ORIGINS: lista,
    /** A GeoLite2 City (or GeoIP2 City) .mmdb: "Minha conta" names the place of each session's address. */
    GEOIP_DB: z.string().min(1).optional(),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    WEB_DIST: z.string().optional(),
    CEP_BASE: z.string().default(''),
    STORE_URL_ANDROID: z.string().default('https://play.google.com/store/apps/details?id=br.com.portal.app'),
    STORE_URL_IOS: z.string().default('https://apps.apple.com/br/app/portal-do-cliente/id0000000000'),
    LOGIN_MAX_FALHAS_USUARIO: inteiro(5, 1, 1000),
    LOGIN_MAX_FALHAS_ENDERECO: inteiro(30, 1, 100_000),
    LOGIN_JANELA_SEGUNDOS: inteiro(900, 1, 86_400),
    /**
     * The proxies whose X-Forwarded-For is believed (the client address of login limits and sessions): a comma
     * list of addresses, CIDRs or proxy-addr's names (loopback, linklocal, uniquelocal); '1'/'true' mean loopback
     * (nginx on this machine). Unset: none — the socket's address is the client's.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v): string[] | false => {
        const valor = v?.trim() ?? '';
        if (valor === '' || valor === '0' || valor === 'false') return false;
        if (valor === '1' || valor === 'true') return ['loopback'];
        return valor
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean);
      }),
    API_SILENT: z
      .string()
      .optional()
      .transform((v) => v !== undefined && v !== '' && v !== '0' && v !== 'false'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace']).default('info'),
    LOG_REQUESTS: z
      .string()
      .optional()
      .transform((v) => v === '1' || v === 'true'),
  })
  .superRefine((env, ctx) => {
    // Half a pair cannot sign what browsers subscribed to: refused rather than completed from the file.
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
      ctx.addIssue({
        code: 'custom',
        path: [env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
        message: 'deve ser definida junto com a outra chave VAPID',
      });
  });

export type Env = z.infer<typeof envSchema>;

/** What is wrong with a variable, for zod's checks that carry no message of their own above. */
const emPortugues: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int'
        ? 'deve ser um número inteiro'
        : 'valor inválido';
    case 'too_small':
      return issue.origin === 'string'
        ? `deve ter pelo menos ${issue.minimum} caractere(s)`
        : `deve ser no mínimo ${issue.minimum}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `deve ter no máximo ${issue.maximum} caracteres`
        : `deve ser no máximo ${issue.maximum}`;
    case 'invalid_value':
      return `deve ser um destes: ${issue.values.join(', ')}`;
    default:
      return 'valor inválido';
  }
};

/** Parses the environment; on failure returns one line per bad variable, in Portuguese. */
export function parseEnv(
  source: Record<string, string | undefined>,
): { ok: true; env: Env } | { ok: false; erros: string[] } {
  const result = envSchema.safeParse(source, { error: emPortugues });
  if (result.success) return { ok: true, env: result.data };
  return {
    ok: false,
    erros: result.error.issues.map((i) => `Variável de ambiente ${i.path.join('.')} inválida: ${i.message}.`),
  };
}
