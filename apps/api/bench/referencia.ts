import Fastify from 'fastify';
import * as z from 'zod';

// The benchmark's yardstick: a bare Fastify 5 POST route validating a small zod body, in its own process,
// measured in the same run as the portal so the ratio means something on a shared, noisy machine.
const corpo = z.object({ coddao: z.number().int(), parametros: z.array(z.union([z.string(), z.number()])) });

const app = Fastify();
app.post('/ref', async (request, reply) => {
  const r = corpo.safeParse(request.body);
  if (!r.success) return reply.code(400).send({ codstatus: 400 });
  return { codstatus: 200, conteudo: { itens: [], total: 0, coddao: r.data.coddao } };
});
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
