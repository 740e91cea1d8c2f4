import type { User } from '@q/schemas/auth';
import {
  type Goal,
  type Okr,
  ZWorkdayGoalsResponse,
  ZWorkdayOkrsResponse,
} from '@q/schemas/manager';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { guardedGet, OutboundError } from '../../integrations/outbound-http.js';
import type { IntegrationsRepository } from './integrations-repository.js';

/**
 * The live HR source for goals and OKRs: the viewer's enabled Workday HRIS integration whose last
 * connection test succeeded. It calls `GET {apiEndpoint}/goals` and `GET {apiEndpoint}/okrs` with
 * the stored key as a Bearer token and keeps only answers that match ZGoal[] / ZOkr[]. Anything
 * else (signed out, no such integration, a failed call, a malformed answer) is an empty list, so
 * the page falls back to the stored goals and OKRs ('Stored: service not configured').
 */
export interface WorkdaySource {
  /** The viewer's goals from Workday; empty when signed out or not connected. */
  listGoals(viewer: User | null): Promise<Goal[]>;
  /** The viewer's OKRs from Workday; empty when signed out or not connected. */
  listOkrs(viewer: User | null): Promise<Okr[]>;
}

export interface WorkdaySourceSettings {
  timeoutMs: number;
  allowPrivateTargets: boolean;
}

/** Workday answers larger than this are refused (a list of goals is a few KB). */
const MAX_ANSWER_BYTES = 1_048_576;
const MAX_REDIRECTS = 3;

/** `{endpoint}/{resource}`, keeping the endpoint's path and query. */
export function workdayResourceUrl(endpoint: string, resource: 'goals' | 'okrs'): string {
  const url = new URL(endpoint);
  url.pathname = `${url.pathname.replace(/\/+$/, '')}/${resource}`;
  return url.toString();
}

export function createWorkdaySource(
  repository: Pick<IntegrationsRepository, 'findLiveWorkday'>,
  settings: WorkdaySourceSettings,
  log: FastifyBaseLogger,
): WorkdaySource {
  async function read<T>(
    viewer: User | null,
    resource: 'goals' | 'okrs',
    schema: { safeParse(data: unknown): { success: true; data: T[] } | { success: false } },
  ): Promise<T[]> {
    if (!viewer) return [];
    const source = await repository.findLiveWorkday(viewer.id);
    if (!source?.apiKey) return [];
    try {
      const response = await guardedGet(workdayResourceUrl(source.apiEndpoint, resource), {
        headers: { authorization: `Bearer ${source.apiKey}`, accept: 'application/json' },
        timeoutMs: settings.timeoutMs,
        maxRedirects: MAX_REDIRECTS,
        allowPrivateTargets: settings.allowPrivateTargets,
        maxBodyBytes: MAX_ANSWER_BYTES,
      });
      if (response.status !== 200) {
        log.warn(
          { integrationId: source.id, resource, httpStatus: response.status },
          'workday read failed',
        );
        return [];
      }
      const parsed = schema.safeParse(JSON.parse(response.body));
      if (!parsed.success) {
        log.warn(
          { integrationId: source.id, resource },
          'workday answer did not match the contract',
        );
        return [];
      }
      return parsed.data;
    } catch (error) {
      const reason = error instanceof OutboundError ? error.reason : 'invalid-json';
      log.warn({ integrationId: source.id, resource, reason }, 'workday read failed');
      return [];
    }
  }

  return {
    listGoals: (viewer) => read(viewer, 'goals', ZWorkdayGoalsResponse),
    listOkrs: (viewer) => read(viewer, 'okrs', ZWorkdayOkrsResponse),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    workdaySource: WorkdaySource;
  }
}

const workdaySourcePlugin: FastifyPluginAsync<WorkdaySourceSettings> = async (app, settings) => {
  app.decorate('workdaySource', createWorkdaySource(app.integrationsRepository, settings, app.log));
};

export default fp(workdaySourcePlugin, {
  name: 'workday-source',
  dependencies: ['integrations-repository'],
});
