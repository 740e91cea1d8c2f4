import { storableMessage, storableMessageOrNull } from '@q/schemas/common';
import type { SyncStatus } from '@q/schemas/enums';
import { isSyncAvailable } from '@q/schemas/integration-catalog';
import {
  integrationRuleViolations,
  keepsStoredApiKey,
  keyMustBeReentered,
  maskApiKey,
  REENTER_KEY_MESSAGE,
  type SystemIntegration,
  type SystemIntegrationInput,
  type SystemIntegrationUpdate,
} from '@q/schemas/integrations';
import type { SyncRun } from '@q/schemas/sync';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  integrationOAuthGrants,
  type SystemIntegrationRow,
  systemIntegrations,
} from '../db/schema.js';
import type { Db } from '../db/types.js';
import { createSecretBox, type SecretBox } from '../integrations/secret-box.js';
import type { OAuthGrant } from '../sync/connector.js';
import { createSyncStore, forgetSyncedData } from '../sync/store.js';

export type CreateIntegrationResult =
  | { kind: 'created'; integration: SystemIntegration }
  /** The user already has a record of that type (the unique constraint said so). */
  | { kind: 'exists' }
  /** The record breaks a rule; the message names the field. */
  | { kind: 'invalid'; message: string };

/** The fields of a record the audit trail compares before and after a change (never the key). */
export const AUDITED_INTEGRATION_FIELDS = [
  'systemName',
  'isEnabled',
  'syncFrequency',
  'apiEndpoint',
  'webhookUrl',
  'configData',
] as const;

export type AuditedIntegrationFields = Pick<
  SystemIntegrationRow,
  (typeof AUDITED_INTEGRATION_FIELDS)[number]
>;

export type UpdateIntegrationResult =
  | {
      kind: 'updated';
      integration: SystemIntegration;
      /** The audited fields as they were, and whether a new key replaced the stored one. */
      before: AuditedIntegrationFields;
      keyReplaced: boolean;
    }
  | { kind: 'not-found' }
  /** The merged record breaks a rule; the message names the field. */
  | { kind: 'invalid'; message: string };

/** What a connection test or a live read needs: where to call and with which key. */
export interface IntegrationTarget {
  id: number;
  /** As it was read: a run stops when its integration is disabled while it runs. */
  isEnabled: boolean;
  systemType: SystemIntegrationRow['systemType'];
  systemName: SystemIntegrationRow['systemName'];
  configData: Record<string, unknown> | null;
  apiEndpoint: string;
  /** Null when the stored key cannot be opened (APP_SECRET changed): it must be entered again. */
  apiKey: string | null;
  /** The sealed key as stored: a test's result is recorded only if the key is still this one. */
  sealedKey: string;
}

/** A pending record's message after a save that changed where or how it connects. */
export const UNTESTED_MESSAGE = 'Saved; test the connection to confirm it works';

/**
 * The additional authenticated data of a key: a ciphertext only opens on its own organisation's
 * record of its type, never copied onto another's.
 */
const keyContext = (row: Pick<SystemIntegrationRow, 'organisationId' | 'systemType'>) =>
  `system-integration:organisation:${row.organisationId}:${row.systemType}`;

/** The context an integration's OAuth tokens are sealed under: its key's, for another purpose. */
const grantContext = (row: Pick<SystemIntegrationRow, 'organisationId' | 'systemType'>) =>
  `${keyContext(row)}:oauth-grant`;

/**
 * The context keys were sealed under while integrations were their user's; such a key is sealed
 * again under its organisation's context at start ({@link resealUserBoundKeys}).
 */
const userKeyContext = (userId: number, systemType: SystemIntegrationRow['systemType']) =>
  `system-integration:${userId}:${systemType}`;

/** Who asks: a member of an organisation, and whether they may see its connections' settings. */
export interface IntegrationsViewer {
  userId: number;
  organisationId: number;
  canManageConnections: boolean;
}

export function toSystemIntegration(
  row: SystemIntegrationRow,
  lastRun: SyncRun | null = null,
  canManageConnections = true,
  consented = false,
): SystemIntegration {
  const integration: SystemIntegration = {
    id: row.id,
    systemType: row.systemType,
    systemName: row.systemName,
    userId: row.userId,
    isEnabled: row.isEnabled,
    syncFrequency: row.syncFrequency,
    apiEndpoint: row.apiEndpoint,
    webhookUrl: row.webhookUrl,
    configData: row.configData ?? null,
    syncStatus: row.syncStatus,
    lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
    // Cleaned and bounded again on the way out: a value an earlier version stored whole never
    // makes a read fail.
    lastSyncMessage: storableMessageOrNull(row.lastSyncMessage),
    hasApiKey: row.apiKeyCiphertext.length > 0,
    apiKeyHint: row.apiKeyHint,
    syncAvailable: isSyncAvailable(row.systemType, row.systemName),
    lastRun,
    consented,
  };
  // Someone who may not change the connection sees its status, freshness and history only: no
  // hint of the key, no settings.
  return canManageConnections
    ? integration
    : { ...integration, apiKeyHint: null, webhookUrl: null, configData: null };
}

export interface IntegrationsRepositoryOptions {
  /**
   * Accept plain `http://` endpoints (local development and tests, where private targets are
   * allowed too); otherwise an endpoint must use https, so a key never travels in clear text.
   */
  allowPlainHttp: boolean;
}

/** Why an endpoint cannot be stored under these options, naming the field; none when it can. */
function endpointViolation(
  endpoint: string | undefined,
  { allowPlainHttp }: IntegrationsRepositoryOptions,
): string | undefined {
  if (endpoint === undefined || allowPlainHttp || !endpoint.startsWith('http:')) return undefined;
  return 'body/apiEndpoint: apiEndpoint must use https (plain http is accepted only for local development)';
}

/**
 * The organisation's system integrations, one per type. Every query is scoped by the
 * organisation, so another organisation's record is simply not found; who may change them is the
 * caller's check (`access/membership.ts`). API keys go in sealed and come out only as an
 * {@link IntegrationTarget} for the server's own calls, never in a {@link SystemIntegration}.
 */
export function createIntegrationsRepository(
  db: Db,
  secretBox: SecretBox,
  options: IntegrationsRepositoryOptions,
) {
  const owned = (organisationId: number, id: number) =>
    and(eq(systemIntegrations.id, id), eq(systemIntegrations.organisationId, organisationId));

  const openKey = (row: SystemIntegrationRow): string | null => {
    try {
      return secretBox.open(row.apiKeyCiphertext, keyContext(row));
    } catch {
      return null;
    }
  };

  const syncStore = createSyncStore(db);

  /** Which of the records have a consent grant stored (its existence only, never a token). */
  async function consentedIds(ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .select({ id: integrationOAuthGrants.integrationId })
      .from(integrationOAuthGrants)
      .where(inArray(integrationOAuthGrants.integrationId, ids));
    return new Set(rows.map((row) => row.id));
  }

  /** The record as answered, with its newest run and whether consent was given. */
  const withLastRun = async (row: SystemIntegrationRow) =>
    toSystemIntegration(
      row,
      (await syncStore.latestRuns([row.id])).get(row.id) ?? null,
      true,
      (await consentedIds([row.id])).has(row.id),
    );

  /**
   * Seals again, under their organisation's context, the keys sealed while integrations were
   * their user's. Idempotent, and safe with several instances starting at once: a key is
   * replaced only if it is still the one read. A key that opens under neither stays as it is
   * (sealed under another APP_SECRET: it must be entered again). Answers how many it resealed.
   */
  async function resealUserBoundKeys(): Promise<number> {
    const rows = await db.select().from(systemIntegrations);
    let resealed = 0;
    for (const row of rows) {
      if (openKey(row) !== null || row.userId === null) continue;
      let key: string;
      try {
        key = secretBox.open(row.apiKeyCiphertext, userKeyContext(row.userId, row.systemType));
      } catch {
        continue;
      }
      const updated = await db
        .update(systemIntegrations)
        .set({ apiKeyCiphertext: secretBox.seal(key, keyContext(row)) })
        .where(
          and(
            eq(systemIntegrations.id, row.id),
            eq(systemIntegrations.apiKeyCiphertext, row.apiKeyCiphertext),
          ),
        )
        .returning({ id: systemIntegrations.id });
      resealed += updated.length;
    }
    return resealed;
  }

  const target = (row: SystemIntegrationRow): IntegrationTarget => ({
    id: row.id,
    isEnabled: row.isEnabled,
    systemType: row.systemType,
    systemName: row.systemName,
    configData: row.configData ?? null,
    apiEndpoint: row.apiEndpoint,
    apiKey: openKey(row),
    sealedKey: row.apiKeyCiphertext,
  });

  return {
    resealUserBoundKeys,

    /** The organisation's records, as the viewer may see them. */
    async list(viewer: IntegrationsViewer): Promise<SystemIntegration[]> {
      const rows = await db
        .select()
        .from(systemIntegrations)
        .where(eq(systemIntegrations.organisationId, viewer.organisationId))
        .orderBy(asc(systemIntegrations.id));
      const ids = rows.map((row) => row.id);
      const [runs, consented] = await Promise.all([syncStore.latestRuns(ids), consentedIds(ids)]);
      return rows.map((row) =>
        toSystemIntegration(
          row,
          runs.get(row.id) ?? null,
          viewer.canManageConnections,
          consented.has(row.id),
        ),
      );
    },

    /**
     * Creates the organisation's record of a type, `userId` its author. The insert decides: the
     * unique (organisation, type) constraint lets one of concurrent creates through; the others
     * learn it exists.
     */
    async create(
      { userId, organisationId }: IntegrationsViewer,
      input: SystemIntegrationInput,
    ): Promise<CreateIntegrationResult> {
      const violation = endpointViolation(input.apiEndpoint, options);
      if (violation) return { kind: 'invalid', message: violation };
      const [row] = await db
        .insert(systemIntegrations)
        .values({
          organisationId,
          userId,
          systemType: input.systemType,
          systemName: input.systemName,
          isEnabled: input.isEnabled,
          syncFrequency: input.syncFrequency,
          apiEndpoint: input.apiEndpoint,
          apiKeyCiphertext: secretBox.seal(
            input.apiKey,
            keyContext({ organisationId, systemType: input.systemType }),
          ),
          apiKeyHint: maskApiKey(input.apiKey),
          webhookUrl: input.webhookUrl ?? null,
          configData: input.configData ?? null,
          syncStatus: 'pending',
          lastSyncMessage: UNTESTED_MESSAGE,
        })
        .onConflictDoNothing({
          target: [systemIntegrations.organisationId, systemIntegrations.systemType],
        })
        .returning();
      return row ? { kind: 'created', integration: toSystemIntegration(row) } : { kind: 'exists' };
    },

    /**
     * Applies the fields given. An absent or masked key keeps the stored one; a new endpoint or
     * key makes the record pending again, since the last test no longer vouches for it.
     */
    async update(
      { userId, organisationId }: IntegrationsViewer,
      id: number,
      patch: SystemIntegrationUpdate,
    ): Promise<UpdateIntegrationResult> {
      // Read, check and write under the row's lock: a concurrent PATCH (the enabled toggle while
      // an edit is saved) waits for this one and then merges with its result, so neither is lost.
      const result = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(systemIntegrations)
          .where(owned(organisationId, id))
          .for('update');
        if (!current) return { kind: 'not-found' } as const;
        if (patch.systemType !== undefined && patch.systemType !== current.systemType) {
          return {
            kind: 'invalid',
            message: `body/systemType: systemType cannot change (this record is '${current.systemType}')`,
          } as const;
        }
        const merged = {
          systemType: current.systemType,
          systemName: patch.systemName ?? current.systemName,
          webhookUrl: patch.webhookUrl === undefined ? current.webhookUrl : patch.webhookUrl,
          // The provider's settings are checked when the body sets them (stored ones stand).
          configData: patch.configData,
        };
        const [violation] = integrationRuleViolations(merged);
        if (violation) {
          return {
            kind: 'invalid',
            message: `body/${violation.path}: ${violation.message}`,
          } as const;
        }

        const newKey = keepsStoredApiKey(patch.apiKey) ? undefined : patch.apiKey;
        const endpointChanged =
          patch.apiEndpoint !== undefined && patch.apiEndpoint !== current.apiEndpoint;
        const endpointProblem = endpointViolation(patch.apiEndpoint, options);
        if (endpointProblem) return { kind: 'invalid', message: endpointProblem } as const;
        // The stored key is only ever sent to the origin it was saved for.
        if (
          patch.apiEndpoint !== undefined &&
          newKey === undefined &&
          keyMustBeReentered(current.apiEndpoint, patch.apiEndpoint)
        ) {
          return { kind: 'invalid', message: `body/apiKey: ${REENTER_KEY_MESSAGE}` } as const;
        }
        const connectionChanged = endpointChanged || newKey !== undefined;
        // Another provider, or another endpoint (another tenant, perhaps another company): the
        // records read from the old source, and its runs, are not this source's. They go now,
        // in the same transaction, so nothing of them is ever served under the new source's
        // name; a run still reading from the old source applies nothing (`applyRun`).
        const sourceReplaced =
          endpointChanged ||
          (patch.systemName !== undefined && patch.systemName !== current.systemName);
        if (sourceReplaced) await forgetSyncedData(tx, id);
        // Only the fields the body names are written.
        const [row] = await tx
          .update(systemIntegrations)
          .set({
            ...(patch.systemName !== undefined && { systemName: patch.systemName }),
            ...(patch.webhookUrl !== undefined && { webhookUrl: patch.webhookUrl }),
            ...(patch.isEnabled !== undefined && { isEnabled: patch.isEnabled }),
            ...(patch.syncFrequency !== undefined && { syncFrequency: patch.syncFrequency }),
            ...(patch.apiEndpoint !== undefined && { apiEndpoint: patch.apiEndpoint }),
            ...(patch.configData !== undefined && { configData: patch.configData }),
            ...(newKey !== undefined && {
              apiKeyCiphertext: secretBox.seal(newKey, keyContext(current)),
              apiKeyHint: maskApiKey(newKey),
            }),
            ...(connectionChanged && {
              syncStatus: 'pending' as const,
              lastSyncMessage: UNTESTED_MESSAGE,
              verifiedAt: null,
            }),
            userId,
            updatedAt: new Date(),
          })
          .where(owned(organisationId, id))
          .returning();
        return row
          ? ({ kind: 'updated', row, before: current, keyReplaced: newKey !== undefined } as const)
          : ({ kind: 'not-found' } as const);
      });
      // The newest run is read after the lock is released: a save never waits on it.
      if (result.kind !== 'updated') return result;
      return {
        kind: 'updated',
        integration: await withLastRun(result.row),
        before: result.before,
        keyReplaced: result.keyReplaced,
      };
    },

    /**
     * Deletes the organisation's record, and with it the sealed key and the synced data: nothing
     * of the key is kept. False when the organisation has no such record.
     */
    async remove(organisationId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(systemIntegrations)
        .where(owned(organisationId, id))
        .returning({ id: systemIntegrations.id });
      return rows.length > 0;
    },

    /** The endpoint and decrypted key of the organisation's record, for a connection test. */
    async findTarget(organisationId: number, id: number): Promise<IntegrationTarget | undefined> {
      const [row] = await db.select().from(systemIntegrations).where(owned(organisationId, id));
      return row ? target(row) : undefined;
    },

    /** The endpoint and decrypted key of any record, for a sync run (the job knows the id). */
    async findSyncTarget(id: number): Promise<IntegrationTarget | undefined> {
      const [row] = await db.select().from(systemIntegrations).where(eq(systemIntegrations.id, id));
      return row ? target(row) : undefined;
    },

    /**
     * The OAuth grant of a record (its tokens unsealed); null when it has none, or when its seal
     * can no longer be read (the server secret changed: the admin connects again).
     */
    async loadOAuthGrant(id: number): Promise<OAuthGrant | null> {
      const [found] = await db
        .select({ grant: integrationOAuthGrants, integration: systemIntegrations })
        .from(integrationOAuthGrants)
        .innerJoin(
          systemIntegrations,
          eq(systemIntegrations.id, integrationOAuthGrants.integrationId),
        )
        .where(eq(integrationOAuthGrants.integrationId, id));
      if (!found) return null;
      let tokens: { accessToken?: unknown; refreshToken?: unknown };
      try {
        tokens = JSON.parse(
          secretBox.open(found.grant.tokensCiphertext, grantContext(found.integration)),
        );
      } catch {
        return null;
      }
      if (typeof tokens.accessToken !== 'string' || typeof tokens.refreshToken !== 'string') {
        return null;
      }
      return {
        realmId: found.grant.realmId,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken,
        accessExpiresAt: found.grant.accessExpiresAt,
        refreshExpiresAt: found.grant.refreshExpiresAt,
      };
    },

    /**
     * Stores a record's OAuth grant in place of any before, its tokens sealed as a key is; false
     * when the record is gone.
     */
    async saveOAuthGrant(id: number, grant: OAuthGrant): Promise<boolean> {
      const [row] = await db.select().from(systemIntegrations).where(eq(systemIntegrations.id, id));
      if (!row) return false;
      const tokensCiphertext = secretBox.seal(
        JSON.stringify({ accessToken: grant.accessToken, refreshToken: grant.refreshToken }),
        grantContext(row),
      );
      const values = {
        realmId: grant.realmId,
        tokensCiphertext,
        accessExpiresAt: grant.accessExpiresAt,
        refreshExpiresAt: grant.refreshExpiresAt,
        updatedAt: new Date(),
      };
      try {
        await db
          .insert(integrationOAuthGrants)
          .values({ integrationId: id, ...values })
          .onConflictDoUpdate({ target: integrationOAuthGrants.integrationId, set: values });
      } catch (error) {
        // Deleted meanwhile: the grant went with it.
        const [still] = await db
          .select({ id: systemIntegrations.id })
          .from(systemIntegrations)
          .where(eq(systemIntegrations.id, id));
        if (!still) return false;
        throw error;
      }
      return true;
    },

    /** Whether a record holds an OAuth grant (whatever its state). */
    async hasOAuthGrant(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: integrationOAuthGrants.integrationId })
        .from(integrationOAuthGrants)
        .where(eq(integrationOAuthGrants.integrationId, id));
      return row !== undefined;
    },

    /**
     * Stores the outcome of a connection test of `tested`. A save that changed the endpoint or
     * the key while the test ran wins: the outcome is then not recorded, and the record is
     * answered as it is.
     */
    async recordSync(
      organisationId: number,
      tested: IntegrationTarget,
      outcome: { status: SyncStatus; message: string; at: Date },
    ): Promise<SystemIntegration | undefined> {
      const [row] = await db
        .update(systemIntegrations)
        .set({
          syncStatus: outcome.status,
          lastSyncMessage: storableMessage(outcome.message),
          // Where the provider syncs, lastSyncAt is the last successful run, not a test.
          ...(!isSyncAvailable(tested.systemType, tested.systemName) && { lastSyncAt: outcome.at }),
          ...(outcome.status === 'success' && { verifiedAt: outcome.at }),
        })
        .where(
          and(
            owned(organisationId, tested.id),
            eq(systemIntegrations.apiEndpoint, tested.apiEndpoint),
            eq(systemIntegrations.apiKeyCiphertext, tested.sealedKey),
          ),
        )
        .returning();
      if (row) return withLastRun(row);
      const [current] = await db
        .select()
        .from(systemIntegrations)
        .where(owned(organisationId, tested.id));
      return current ? withLastRun(current) : undefined;
    },
  };
}

export type IntegrationsRepository = ReturnType<typeof createIntegrationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    integrationsRepository: IntegrationsRepository;
  }
}

const integrationsRepositoryPlugin: FastifyPluginAsync<
  { appSecret: string } & IntegrationsRepositoryOptions
> = async (app, { appSecret, allowPlainHttp }) => {
  const repository = createIntegrationsRepository(app.db, createSecretBox(appSecret), {
    allowPlainHttp,
  });
  app.decorate('integrationsRepository', repository);
  const resealed = await repository.resealUserBoundKeys();
  if (resealed > 0) {
    app.log.info({ resealed }, 'API keys sealed again under their organisation');
  }
  await reportDroppedIntegrations(app.db, app.log);
};

/**
 * The upgrade that made integrations the organisation's kept one per type where several users
 * had each configured one (the most recently synced). It set the others aside in a table of
 * their own; the first start after it says which, once, in the log, and drops the table.
 */
export async function reportDroppedIntegrations(db: Db, log: FastifyBaseLogger): Promise<void> {
  const found = await db.execute(
    sql`select to_regclass('organisation_upgrade_dropped_integrations') is not null as present`,
  );
  const present = (found as unknown as { rows: { present: boolean }[] }).rows[0]?.present;
  if (!present) return;
  await db.transaction(async (tx) => {
    const listed = await tx.execute(
      sql`select id, system_type, system_name, user_id from organisation_upgrade_dropped_integrations order by id`,
    );
    const rows = (listed as unknown as { rows: Record<string, unknown>[] }).rows;
    if (rows.length > 0) {
      log.warn(
        { dropped: rows },
        `The upgrade to one connection per type for the whole organisation kept the most recently synced of each type and removed ${rows.length} other integration(s); their owners' keys and synced data are gone, so check System Integrations`,
      );
    }
    await tx.execute(sql`drop table if exists organisation_upgrade_dropped_integrations`);
  });
}

export default fp(integrationsRepositoryPlugin, {
  name: 'integrations-repository',
  dependencies: ['db'],
});
