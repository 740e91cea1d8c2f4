import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { canSeeInsight, type ViewerScope } from '../access/scope.js';
import { type DataStamp, stampedMemo } from '../caching/data-version.js';
import { computedInsightStates, computedInsights, insightRuleStates } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { isoDay, loadCompanyData } from './company-data.js';
import type { CompanyData, Finding, Rule, SourceState, Thresholds } from './model.js';
import { type HealthVerdict, sourceHealth } from './source-health.js';

/**
 * The insight engine: runs the rules over an organisation's synced company and keeps what they
 * find as insights, one per (rule, subject).
 *
 * - A run evaluates every rule. A rule that reads a source which failed its last run, or whose
 *   last success is older than twice its frequency, is **held back**: its insights are kept as
 *   the last good run left them but not shown, the rule records why, and the source's
 *   stale-source insight names the rules held back. A rule whose source is not connected finds
 *   nothing.
 * - What a rule finds is inserted or updated in place (same rule and subject: the same insight,
 *   never a duplicate, even when two processes run at once: the unique key and a lock per
 *   organisation); an active insight the rule no longer finds is resolved and leaves the lists.
 * - Each person decides for themselves: dismissed (with a reason) or completed holds while the
 *   insight's material facts are those they decided on; snoozed holds until its day. A dismissal
 *   for "wrong data" is counted per rule, so a rule people distrust can be seen.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The key of the advisory lock that makes two runs for one organisation one at a time. */
const RUN_LOCK = 0x1a51;
const ROWS_PER_STATEMENT = 500;

export interface RuleOutcome {
  rule: string;
  findings: number;
  heldBack: string | null;
}

/** What a rule's findings rest on, as kept with each insight. */
export interface StoredEvidence {
  ruleVersion: number;
  summary: string;
  records: Finding['records'];
  comparisons: Finding['comparisons'];
  sources: {
    integrationId: number;
    kind: 'hris' | 'ats';
    provider: string;
    syncedAt: string | null;
  }[];
  audience: Finding['audience'];
  computedAt: string;
}

export type SettleAction =
  | { status: 'dismissed'; reason: 'not-relevant' | 'already-handled' | 'wrong-data' | null }
  | { status: 'completed' }
  | { status: 'snoozed'; until: string };

export type SettleResult =
  | { kind: 'settled'; insight: VisibleInsight }
  | { kind: 'not-found' }
  | { kind: 'already-settled'; status: 'dismissed' | 'completed' | 'snoozed' };

/** An insight as one viewer sees it: its evidence narrowed to what they may see. */
export interface VisibleInsight {
  id: number;
  rule: string;
  ruleVersion: number;
  subject: string;
  title: string;
  description: string;
  type: Finding['type'];
  priority: 'high' | 'medium' | 'low';
  actionText: string | null;
  impact: string | null;
  dueDate: string | null;
  person: string | null;
  evidence: StoredEvidence;
  firstSeenAt: Date;
}

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** The person ids whose personal data an insight rests on. */
function personalRecords(evidence: StoredEvidence): string[] {
  return evidence.records.flatMap((record) =>
    record.personSourceId ? [record.personSourceId] : [],
  );
}

/** Whether a person's decision still hides the insight today. */
function stillHidden(
  state: { status: string; material: string; snoozedUntil: string | null },
  material: string,
  today: string,
): boolean {
  if (state.status === 'snoozed') return state.snoozedUntil !== null && today < state.snoozedUntil;
  // Dismissed or completed: until its material facts change.
  return state.material === material;
}

/** Organisations whose synced company is kept in memory for the assistant. */
const MAX_KEPT_COMPANIES = 8;
/** Viewers whose part of the company, and whose insights, are kept for the assistant. */
const MAX_KEPT_VIEWERS = 64;

/** The rule whose findings are about the sources themselves; it is never held back. */
const SOURCE_RULE = 'stale-source';

/**
 * The stale-source finding of a source names the rules held back for it, so that people learn
 * why some insights are missing rather than see them go out wrong.
 */
function sayWhatIsHeldBack(
  outcomes: { rule: Rule; findings: Finding[]; heldBack: string | null }[],
  sources: readonly SourceState[],
) {
  const heldBack = outcomes.filter((outcome) => outcome.heldBack !== null);
  if (heldBack.length === 0) return outcomes;
  return outcomes.map((outcome) => {
    if (outcome.rule.name !== SOURCE_RULE) return outcome;
    const findings = outcome.findings.map((finding) => {
      const source = sources.find(
        (candidate) => `source:${candidate.integrationId}` === finding.subject,
      );
      const names = source
        ? heldBack
            .filter(({ rule }) => rule.reads.includes(source.kind))
            .map(({ rule }) => rule.name)
        : [];
      if (names.length === 0) return finding;
      return {
        ...finding,
        description: `${finding.description} Held back until it syncs again: ${names.join(', ')}.`,
      };
    });
    return { ...outcome, findings };
  });
}

export function createInsightEngine(db: Db, rules: readonly Rule[]) {
  const ruleByName = new Map(rules.map((rule) => [rule.name, rule]));
  const keptCompanies = stampedMemo<CompanyData>(MAX_KEPT_COMPANIES);
  const keptScoped = stampedMemo<CompanyData>(MAX_KEPT_VIEWERS);
  const keptVisible = stampedMemo<VisibleInsight[]>(MAX_KEPT_VIEWERS);

  async function thresholdsOf(organisationId: number): Promise<Map<string, Thresholds>> {
    const rows = await db
      .select({ rule: insightRuleStates.rule, thresholds: insightRuleStates.thresholds })
      .from(insightRuleStates)
      .where(eq(insightRuleStates.organisationId, organisationId));
    return new Map(rows.map((row) => [row.rule, row.thresholds]));
  }

  /** Evaluates every rule; the findings of those whose sources can be trusted, and the rest. */
  function evaluate(data: CompanyData, overrides: Map<string, Thresholds>, now: Date) {
    const outcomes: { rule: Rule; findings: Finding[]; heldBack: string | null }[] = [];
    for (const rule of rules) {
      const thresholds = { ...rule.defaults, ...overrides.get(rule.name) };
      const read = data.sources.filter((source) => rule.reads.includes(source.kind));
      const unhealthy = read
        .map((source) => sourceHealth(source, now))
        .find((verdict): verdict is Extract<HealthVerdict, { healthy: false }> => !verdict.healthy);
      if (unhealthy) {
        outcomes.push({ rule, findings: [], heldBack: unhealthy.reason });
        continue;
      }
      const findings = rule.evaluate(data, {
        today: isoDay(now),
        now: now.toISOString(),
        thresholds,
      });
      outcomes.push({ rule, findings, heldBack: null });
    }
    return outcomes;
  }

  function evidenceOf(rule: Rule, finding: Finding, data: CompanyData, now: Date): StoredEvidence {
    return {
      ruleVersion: rule.version,
      summary: rule.summary,
      records: finding.records.slice(0, 50),
      comparisons: finding.comparisons,
      sources: data.sources
        .filter((source) => finding.sources.includes(source.integrationId))
        .map((source) => ({
          integrationId: source.integrationId,
          kind: source.kind,
          provider: source.provider,
          syncedAt: source.lastSuccessAt,
        })),
      audience: finding.audience,
      computedAt: now.toISOString(),
    };
  }

  return {
    rules,

    /**
     * An organisation's synced company as the rules read it, kept while the data stands where
     * it stood (a sync, an insights run or any write loads it again).
     */
    companyData(organisationId: number, stamp: DataStamp | null): Promise<CompanyData> {
      return keptCompanies(String(organisationId), stamp, () =>
        loadCompanyData(db, organisationId, new Date()),
      );
    },

    /**
     * One run for an organisation: loads its synced company, evaluates the rules and brings the
     * kept insights in line, in one transaction. Answers each rule's outcome.
     */
    async run(organisationId: number, now = new Date()): Promise<RuleOutcome[]> {
      const [data, overrides] = await Promise.all([
        loadCompanyData(db, organisationId, now),
        thresholdsOf(organisationId),
      ]);
      const outcomes = sayWhatIsHeldBack(evaluate(data, overrides, now), data.sources);
      await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${RUN_LOCK}, ${organisationId})`);
        for (const { rule, findings, heldBack } of outcomes) {
          if (heldBack === null) {
            // One finding per subject: a rule answering a subject twice keeps the first.
            const bySubject = new Map<string, Finding>();
            for (const finding of findings) {
              if (!bySubject.has(finding.subject)) bySubject.set(finding.subject, finding);
            }
            const rows = [...bySubject.values()].map((finding) => ({
              organisationId,
              rule: rule.name,
              ruleVersion: rule.version,
              subject: finding.subject,
              status: 'active' as const,
              title: finding.title,
              description: finding.description,
              type: finding.type,
              priority: finding.priority,
              actionText: finding.actionText,
              impact: finding.impact,
              dueDate: finding.dueDate,
              person: finding.person,
              material: finding.material,
              evidence: evidenceOf(rule, finding, data, now) as unknown as Record<string, unknown>,
              firstSeenAt: now,
              lastSeenAt: now,
              resolvedAt: null,
            }));
            for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
              await tx
                .insert(computedInsights)
                .values(rows.slice(i, i + ROWS_PER_STATEMENT))
                .onConflictDoUpdate({
                  target: [
                    computedInsights.organisationId,
                    computedInsights.rule,
                    computedInsights.subject,
                  ],
                  set: {
                    ruleVersion: sql`excluded.rule_version`,
                    status: sql`'active'`,
                    title: sql`excluded.title`,
                    description: sql`excluded.description`,
                    type: sql`excluded.type`,
                    priority: sql`excluded.priority`,
                    actionText: sql`excluded.action_text`,
                    impact: sql`excluded.impact`,
                    dueDate: sql`excluded.due_date`,
                    person: sql`excluded.person`,
                    material: sql`excluded.material`,
                    evidence: sql`excluded.evidence`,
                    lastSeenAt: sql`excluded.last_seen_at`,
                    resolvedAt: sql`null`,
                  },
                });
            }
            const found = [...bySubject.keys()];
            await tx
              .update(computedInsights)
              .set({ status: 'resolved', resolvedAt: now })
              .where(
                and(
                  eq(computedInsights.organisationId, organisationId),
                  eq(computedInsights.rule, rule.name),
                  eq(computedInsights.status, 'active'),
                  found.length > 0
                    ? notInArray(
                        computedInsights.subject,
                        sql`(select jsonb_array_elements_text(${JSON.stringify(found)}::jsonb))`,
                      )
                    : undefined,
                ),
              );
          }
          await tx
            .insert(insightRuleStates)
            .values({
              organisationId,
              rule: rule.name,
              lastRunAt: now,
              lastFindings: heldBack === null ? findings.length : null,
              heldBackReason: heldBack,
            })
            .onConflictDoUpdate({
              target: [insightRuleStates.organisationId, insightRuleStates.rule],
              set: {
                lastRunAt: now,
                lastFindings: heldBack === null ? findings.length : null,
                heldBackReason: heldBack,
              },
            });
        }
      });
      return outcomes.map(({ rule, findings, heldBack }) => ({
        rule: rule.name,
        findings: findings.length,
        heldBack,
      }));
    },

    /**
     * A viewer's part of an organisation's company (`scopeOf`: the scope module's cut), kept
     * while the data stands where it stood.
     */
    async viewerCompany(
      organisationId: number,
      userId: number,
      stamp: DataStamp | null,
      scopeOf: (company: CompanyData) => CompanyData,
    ): Promise<CompanyData> {
      const company = await this.companyData(organisationId, stamp);
      return keptScoped(`${organisationId}:${userId}`, stamp, async () => scopeOf(company));
    },

    /** {@link visibleTo}, kept per viewer and day while the data stands where it stood. */
    keptVisibleTo(
      organisationId: number,
      userId: number,
      scope: ViewerScope,
      today: string,
      stamp: DataStamp | null,
    ): Promise<VisibleInsight[]> {
      return keptVisible(`${organisationId}:${userId}:${today}`, stamp, () =>
        this.visibleTo(organisationId, userId, scope, today),
      );
    },

    /**
     * The active insights for a viewer: those their scope allows, without the ones they
     * dismissed, completed or snoozed (while that holds), high priority first, then by date.
     */
    async visibleTo(
      organisationId: number,
      userId: number | null,
      scope: ViewerScope,
      today: string,
    ): Promise<VisibleInsight[]> {
      const rows = await db
        .select({
          insight: computedInsights,
          state: {
            status: computedInsightStates.status,
            material: computedInsightStates.material,
            snoozedUntil: computedInsightStates.snoozedUntil,
          },
        })
        .from(computedInsights)
        .leftJoin(
          computedInsightStates,
          and(
            eq(computedInsightStates.insightId, computedInsights.id),
            userId === null ? sql`false` : eq(computedInsightStates.userId, userId),
          ),
        )
        .where(
          and(
            eq(computedInsights.organisationId, organisationId),
            eq(computedInsights.status, 'active'),
          ),
        )
        .orderBy(asc(computedInsights.id));
      // A held-back rule's insights rest on a source that failed or went stale: not shown.
      const heldBack = new Set(
        (await this.ruleStates(organisationId))
          .filter((state) => state.heldBackReason !== null)
          .map((state) => state.rule),
      );
      const visible: VisibleInsight[] = [];
      for (const { insight, state } of rows) {
        if (!ruleByName.has(insight.rule) || heldBack.has(insight.rule)) continue;
        if (state?.status && stillHidden(state, insight.material, today)) continue;
        const evidence = insight.evidence as unknown as StoredEvidence;
        if (!canSeeInsight(scope, evidence.audience, personalRecords(evidence))) continue;
        visible.push({
          id: insight.id,
          rule: insight.rule,
          ruleVersion: insight.ruleVersion,
          subject: insight.subject,
          title: insight.title,
          description: insight.description,
          type: insight.type,
          priority: insight.priority,
          actionText: insight.actionText,
          impact: insight.impact,
          dueDate: insight.dueDate,
          person: insight.person,
          evidence,
          firstSeenAt: insight.firstSeenAt,
        });
      }
      return visible.sort(
        (a, b) =>
          PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
          (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999') ||
          a.id - b.id,
      );
    },

    /**
     * A viewer's decision on an insight they can see. A second decision while the first holds
     * is refused (`already-settled`); one on an insight that came back (its facts changed, or
     * its snooze ended) replaces it.
     */
    async settle(
      organisationId: number,
      userId: number,
      scope: ViewerScope,
      insightId: number,
      action: SettleAction,
      today: string,
    ): Promise<SettleResult> {
      const visible = await this.visibleTo(organisationId, userId, scope, today);
      const insight = visible.find((candidate) => candidate.id === insightId);
      if (!insight) {
        const [state] = await db
          .select({ status: computedInsightStates.status })
          .from(computedInsightStates)
          .innerJoin(computedInsights, eq(computedInsights.id, computedInsightStates.insightId))
          .where(
            and(
              eq(computedInsightStates.userId, userId),
              eq(computedInsightStates.insightId, insightId),
              eq(computedInsights.organisationId, organisationId),
            ),
          );
        return state ? { kind: 'already-settled', status: state.status } : { kind: 'not-found' };
      }
      const [material] = await db
        .select({ material: computedInsights.material })
        .from(computedInsights)
        .where(eq(computedInsights.id, insightId));
      const values = {
        userId,
        insightId,
        status: action.status,
        reason: action.status === 'dismissed' ? action.reason : null,
        material: material?.material ?? '',
        snoozedUntil: action.status === 'snoozed' ? action.until : null,
        changedAt: new Date(),
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(computedInsightStates)
          .values(values)
          .onConflictDoUpdate({
            target: [computedInsightStates.userId, computedInsightStates.insightId],
            set: {
              status: values.status,
              reason: values.reason,
              material: values.material,
              snoozedUntil: values.snoozedUntil,
              changedAt: values.changedAt,
            },
          });
        if (action.status === 'dismissed' && action.reason === 'wrong-data') {
          await tx
            .insert(insightRuleStates)
            .values({ organisationId, rule: insight.rule, wrongDataDismissals: 1 })
            .onConflictDoUpdate({
              target: [insightRuleStates.organisationId, insightRuleStates.rule],
              set: { wrongDataDismissals: sql`${insightRuleStates.wrongDataDismissals} + 1` },
            });
        }
      });
      return { kind: 'settled', insight };
    },

    /** Each rule's state for an organisation: last run, findings, held back, "wrong data" count. */
    async ruleStates(organisationId: number) {
      const rows = await db
        .select()
        .from(insightRuleStates)
        .where(
          and(
            eq(insightRuleStates.organisationId, organisationId),
            inArray(
              insightRuleStates.rule,
              rules.map((rule) => rule.name),
            ),
          ),
        );
      return rows;
    },
  };
}

export type InsightEngine = ReturnType<typeof createInsightEngine>;

/** Whether a snooze day is acceptable: after today, within a year. */
export function isSnoozeDay(until: string, today: string): boolean {
  const days = (Date.parse(`${until}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS;
  return Number.isFinite(days) && days >= 1 && days <= 366;
}
