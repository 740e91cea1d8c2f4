/**
 * The floors the API is measured against, in a separate, minimal Fastify 5 process (no plugins,
 * no logging). `reference.ts` starts it on a free loopback port given as `PORT`; it prints
 * `listening` once ready and exits on SIGTERM.
 *
 * - `GET /`: `{"hello":"world"}`, the least a Fastify route can answer.
 * - `GET /answer`: the answer last put with `PUT /answer` (`{"headers": {...}, "body": base64}`),
 *   byte for byte with the same headers: the least a Fastify process can do to send what the
 *   product sends for one path (its security headers, its compressed body).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
let answer = { headers: {}, body: Buffer.alloc(0) };
app.get('/', async () => ({ hello: 'world' }));
app.put('/answer', async (request, reply) => {
  const { headers, body } = request.body;
  answer = { headers, body: Buffer.from(body, 'base64') };
  return reply.code(204).send();
});
app.get('/answer', (_request, reply) => {
  reply.headers(answer.headers).send(answer.body);
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.stdout.write('listening\n');
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
