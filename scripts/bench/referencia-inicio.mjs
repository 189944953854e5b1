// The reference for `npm run bench:inicio`: what npm and Node cost before the portal does anything — a bare HTTP
// server answering /config.json, started through npm like `npm start`.
import { createServer } from 'node:http';

createServer((_req, res) => res.end('{}')).listen(Number(process.env.PORT), '127.0.0.1');
for (const sinal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(sinal, () => process.exit(0));
