/**
 * `npm run outbox -w apps/api`: prints the e-mails the running server kept because no SMTP server is configured
 * (its local page /dev/caixa-de-saida, as JSON), newest first — where the demo's one-time codes are read.
 * The server is asked over HTTP (PORTAL_URL, or http://127.0.0.1:$PORT): it holds the database's lock.
 */
import { parseEnv } from '../src/config/settings.ts';
import { ROTA_CAIXA_DE_SAIDA } from '../src/routes/caixa-de-saida.ts';

async function main(): Promise<number> {
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    for (const erro of parsed.erros) console.error(erro);
    return 78;
  }
  const base = process.env.PORTAL_URL ?? `http://127.0.0.1:${parsed.env.PORT}`;
  let res: Response;
  try {
    res = await fetch(new URL(ROTA_CAIXA_DE_SAIDA, base), { headers: { accept: 'application/json' } });
  } catch {
    console.error(`O servidor não respondeu em ${base}. Ele está rodando (npm start)?`);
    return 69;
  }
  if (!res.ok) {
    console.error(
      `Caixa de saída indisponível (${res.status}): com SMTP configurado, os e-mails saem por ele.`,
    );
    return 1;
  }
  const mensagens = (await res.json()) as {
    para: string;
    assunto: string;
    texto: string;
    criadoEm: string;
  }[];
  if (mensagens.length === 0) console.log('Caixa de saída vazia.');
  for (const m of mensagens) {
    console.log(
      `── ${new Date(m.criadoEm).toLocaleString('pt-BR')} · para ${m.para}\n${m.assunto}\n\n${m.texto}\n`,
    );
  }
  return 0;
}

process.exitCode = await main();
