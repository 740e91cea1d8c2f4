import { MANAGER_API } from '@q/schemas/api/manager';
import type { ManagementInsight, ManagementInsightSource } from '@q/schemas/manager';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { systemIntegrations } from '../db/schema.js';
import { syncViewer } from '../repositories/synced-data.js';
import type { HousekeepingJob, RunRecord } from '../sync/engine.js';
import { isoDay } from './company-data.js';
import { createInsightEngine, type InsightEngine, type VisibleInsight } from './engine.js';
import type { Rule } from './model.js';

declare module 'fastify' {
  interface FastifyInstance {
    insights: InsightEngine;
  }
}

/** The queue of the daily run, and when it runs (04:23 UTC, after the nightly syncs). */
export const INSIGHTS_DAILY_QUEUE = 'insights-daily';
const INSIGHTS_DAILY_CRON = '23 4 * * *';

/** What the kept answers of the insights list depend on. */
const INSIGHT_READS = [MANAGER_API.managementInsights.path];

/** The organisation of the request's viewer when it has connected data; null for the sample. */
export async function computedInsightsOrganisation(
  request: FastifyRequest,
): Promise<number | null> {
  if (!request.user || request.organisationId === null) return null;
  const sources = await request.server.syncedData.dataSources(await syncViewer(request));
  const connected = [sources.team, sources.openings].some((feed) => feed.state !== 'sample');
  return connected ? request.organisationId : null;
}

/** What made a computed insight, for the list's source badge. */
function sourceOf(insight: VisibleInsight): ManagementInsightSource {
  if (insight.rule === 'stale-source') return 'integrations';
  return insight.evidence.sources.some((source) => source.kind === 'hris') ? 'hris' : 'ats';
}

/** A computed insight as the Management Insights list shows it. */
export function toManagementInsight(insight: VisibleInsight): ManagementInsight {
  const { evidence } = insight;
  return {
    id: insight.id,
    title: insight.title,
    description: insight.description,
    type: insight.type,
    priority: insight.priority,
    status: 'active',
    source: sourceOf(insight),
    actionRequired: insight.actionText !== null,
    actionText: insight.actionText,
    impact: insight.impact,
    dueDate: insight.dueDate,
    person: insight.person,
    // A rule made it, not a model.
    aiGenerated: false,
    evidence: {
      rule: insight.rule,
      ruleVersion: insight.ruleVersion,
      summary: evidence.summary,
      records: evidence.records.map(({ kind, id, label }) => ({ kind, id, label })),
      comparisons: evidence.comparisons.map((comparison) => ({ ...comparison })),
      sources: evidence.sources.map(({ provider, syncedAt }) => ({ provider, syncedAt })),
      computedAt: evidence.computedAt,
    },
  };
}

/** The computed insights the request's viewer sees, or undefined without connected data. */
export async function computedInsightsFor(
  request: FastifyRequest,
  now = new Date(),
): Promise<ManagementInsight[] | undefined> {
  const organisationId = await computedInsightsOrganisation(request);
  if (organisationId === null || !request.user) return undefined;
  const scope = await request.server.syncedData.viewerScope(await syncViewer(request));
  const visible = await request.server.insights.visibleTo(
    organisationId,
    request.user.id,
    scope,
    isoDay(now),
  );
  return visible.map(toManagementInsight);
}

/** Runs the engine for an organisation and puts the kept insight lists out of date. */
async function runFor(app: FastifyInstance, organisationId: number) {
  const outcomes = await app.insights.run(organisationId);
  await app.dataVersion.written(INSIGHT_READS);
  const heldBack = outcomes.filter((outcome) => outcome.heldBack !== null);
  app.log.info(
    {
      organisationId,
      findings: outcomes.reduce((sum, outcome) => sum + outcome.findings, 0),
      heldBack: heldBack.map((outcome) => `${outcome.rule}: ${outcome.heldBack}`),
    },
    'insights computed',
  );
}

/** After every sync run (applied or failed: a failed source holds rules back), a run. */
export function insightsAfterRun(app: FastifyInstance) {
  return async (run: RunRecord): Promise<void> => {
    const [integration] = await app.db
      .select({ organisationId: systemIntegrations.organisationId })
      .from(systemIntegrations)
      .where(eq(systemIntegrations.id, run.integrationId));
    if (!integration) return;
    try {
      await runFor(app, integration.organisationId);
    } catch (error) {
      app.log.error(
        { err: error, runId: run.runId, organisationId: integration.organisationId },
        'could not compute insights after a sync run',
      );
    }
  };
}

/** Daily, a run for every organisation with a connected HRIS or ATS (anniversaries move on). */
export function insightsDailyJob(app: FastifyInstance): HousekeepingJob {
  return {
    queue: INSIGHTS_DAILY_QUEUE,
    cron: INSIGHTS_DAILY_CRON,
    async work() {
      const rows = await app.db
        .selectDistinct({ organisationId: systemIntegrations.organisationId })
        .from(systemIntegrations)
        .where(
          and(
            eq(systemIntegrations.isEnabled, true),
            inArray(systemIntegrations.systemType, ['hris', 'ats']),
          ),
        );
      for (const { organisationId } of rows) {
        try {
          await runFor(app, organisationId);
        } catch (error) {
          app.log.error({ err: error, organisationId }, 'the daily insights run failed');
        }
      }
    },
  };
}

const insightsPlugin: FastifyPluginAsync<{ rules: readonly Rule[] }> = async (app, { rules }) => {
  app.decorate('insights', createInsightEngine(app.db, rules));
};

export default fp(insightsPlugin, { name: 'insights', dependencies: ['db'] });
