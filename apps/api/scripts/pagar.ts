/**
 * `npm run pagar -w apps/api -- <txid ou nosso número> [pix|boleto]`: plays the payment provider for the demo
 * and the tests — signs a confirmation with the webhook key (PAGAMENTOS_WEBHOOK_SECRET, or the development one)
 * and sends it to the running server (PORTAL_URL, or http://127.0.0.1:$PORT).
 */
import { randomUUID } from 'node:crypto';
import { segredoWebhook } from '../src/config/resolve-settings.ts';
import { parseEnv } from '../src/config/settings.ts';
import { chamadaWebhook, ROTA_WEBHOOK } from '../src/pagamentos/chamada-webhook.ts';

async function main(): Promise<number> {
  const [codigo, meioArg] = process.argv.slice(2);
  if (!codigo) {
    console.error('Uso: npm run pagar -w apps/api -- <txid ou nosso número> [pix|boleto]');
    return 64;
  }
  const parsed = parseEnv(process.env);
  if (!parsed.ok) {
    for (const erro of parsed.erros) console.error(erro);
    return 78;
  }
  const segredo = segredoWebhook(parsed.env);
  if (!segredo) {
    console.error('PAGAMENTOS_WEBHOOK_SECRET não configurado.');
    return 78;
  }
  const meio = meioArg === 'boleto' || (!meioArg && /^\d+$/.test(codigo)) ? 'boleto' : 'pix';
  const agora = new Date();
  const { corpo, headers } = await chamadaWebhook(
    segredo,
    {
      id: `DEMO-${randomUUID()}`,
      ...(/^\d+$/.test(codigo) ? { nossoNumero: codigo } : { txid: codigo }),
      pagoEm: agora.toISOString(),
      meio,
    },
    agora,
  );
  const base = process.env.PORTAL_URL ?? `http://127.0.0.1:${parsed.env.PORT}`;
  const res = await fetch(new URL(ROTA_WEBHOOK, base), { method: 'POST', headers, body: corpo });
  const texto = await res.text();
  console.log(`${res.status} ${texto}`);
  return res.ok ? 0 : 1;
}

main().then(
  (codigo) => process.exit(codigo),
  (erro: unknown) => {
    console.error(erro instanceof Error ? erro.message : erro);
    process.exit(1);
  },
);
