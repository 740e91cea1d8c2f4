import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog, SLOW_REQUEST_MS } from './request-log.js';

/** A server logging at `level` into an array of parsed lines, with a fast and a slow route. */
async function serverLoggingAt(level: string) {
  const lines: { level: number; msg: string; responseTime?: number }[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = Fastify({ logger: { level, stream }, logController: new RequestLog() });
  app.get('/fast', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 20));
    return { ok: true };
  });
  app.get('/broken', async () => {
    throw new Error('broken');
  });
  await app.ready();
  return { app, lines };
}

const messages = (lines: { msg: string }[]) => lines.map((line) => line.msg);

describe('request logging', () => {
  it('writes nothing per request at the default level', async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ method: 'GET', url: '/fast' });
    await app.inject({ method: 'GET', url: '/missing' });
    expect(lines).toEqual([]);
    await app.close();
  });

  it('writes the incoming and completed lines at debug', async () => {
    const { app, lines } = await serverLoggingAt('debug');
    await app.inject({ method: 'GET', url: '/fast' });
    expect(messages(lines)).toEqual(['incoming request', 'request completed']);
    expect(lines.every((line) => line.level === 20)).toBe(true);
    await app.close();
  });

  it('writes a slow answer at warn, with its time', async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ method: 'GET', url: '/slow' });
    expect(messages(lines)).toEqual(['slow request']);
    expect(lines[0]?.level).toBe(40);
    expect(lines[0]?.responseTime).toBeGreaterThanOrEqual(SLOW_REQUEST_MS);
    await app.close();
  });

  it('still writes a server error', async () => {
    const { app, lines } = await serverLoggingAt('info');
    await app.inject({ method: 'GET', url: '/broken' });
    expect(lines.some((line) => line.level >= 50)).toBe(true);
    await app.close();
  });
});
