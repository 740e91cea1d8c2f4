import { APPS, type AppName } from '@q/schemas/apps';
import type { FastifyInstance } from 'fastify';
import { inProcessHeaders } from '../guards/allowed-hosts.js';

/**
 * Asks the first page of each app rendered on the server once, as a signed-out visitor, so that
 * the first real visit does not pay for loading and compiling its server entry's code. (The
 * other apps' pages are a file read.) `renderedApps`: the apps the page source renders.
 */
export async function warmPages(
  app: FastifyInstance,
  renderedApps: readonly AppName[],
): Promise<void> {
  for (const name of renderedApps) {
    const [path] = APPS[name].paths;
    if (path) await app.inject({ method: 'GET', url: path, headers: inProcessHeaders(app) });
  }
}
