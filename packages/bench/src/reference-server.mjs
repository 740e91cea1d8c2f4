/**
 * The floor the API is measured against: a separate, minimal Fastify 5 process with one route
 * answering `{"hello":"world"}`, no plugins, no logging. `api-load.ts` starts it on a free
 * loopback port given as `PORT`; it prints `listening` once ready and exits on SIGTERM.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
process.stdout.write('listening\n');
process.on('SIGTERM', () => {
  app.close().then(() => process.exit(0));
});
