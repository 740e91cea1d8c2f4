import { isIP } from 'node:net';
import type {
  AssistantModelInput,
  AssistantModelSettings,
  AssistantModelState,
} from '@q/schemas/assistant';
import {
  keepsStoredApiKey,
  keyMustBeReentered,
  maskApiKey,
  REENTER_KEY_MESSAGE,
} from '@q/schemas/integration-catalog';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ModelCallSettings } from '../assistant/model.js';
import { type AssistantModelRow, assistantModels, users } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { blockedAddressReason } from '../integrations/address-guard.js';
import { createSecretBox, type SecretBox } from '../integrations/secret-box.js';

/** The fields of the settings the audit trail compares before and after a save (never the key). */
export const AUDITED_MODEL_FIELDS = ['baseUrl', 'model'] as const;
export type AuditedModelFields = Pick<AssistantModelRow, (typeof AUDITED_MODEL_FIELDS)[number]>;

/** What a call to the model needs: where, which model, with which key. */
export interface AssistantModelTarget {
  state: Exclude<AssistantModelState, 'not-configured'>;
  baseUrl: string;
  model: string;
  /** Null when the stored key cannot be opened (APP_SECRET changed): it must be entered again. */
  apiKey: string | null;
}

export type SaveAssistantModelResult =
  | {
      kind: 'saved';
      settings: AssistantModelSettings;
      /** The audited fields and the state before; null when nothing was configured. */
      before: (AuditedModelFields & { enabled: boolean }) | null;
      keyReplaced: boolean;
    }
  /** The body breaks a rule; the message names the field. */
  | { kind: 'invalid'; message: string }
  /** Another admin configured it at the same moment: try again. */
  | { kind: 'conflict' };

export interface AssistantModelRepositoryOptions {
  /** Accept plain `http://` base URLs (local development and tests), as for integrations. */
  allowPlainHttp: boolean;
  /** Accept base URLs whose host is a private, loopback or link-local address literal. */
  allowPrivateTargets: boolean;
}

/** The additional authenticated data of the key: it opens only on its own organisation's row. */
const keyContext = (organisationId: number) => `assistant-model:organisation:${organisationId}`;

/** The base URL as stored: no trailing slash, so `{baseUrl}/chat/completions` is one path. */
export const normaliseBaseUrl = (url: string) => url.trim().replace(/\/+$/, '');

/**
 * Why a base URL cannot be stored under these options, naming the field; none when it can.
 * Plain http is refused as for integration endpoints (a key never travels in clear text), and a
 * host that is itself a private address (an IP literal, or `localhost`) is refused at once; a
 * name that resolves to one is refused by the guarded client at call time.
 */
function baseUrlViolation(
  baseUrl: string,
  { allowPlainHttp, allowPrivateTargets }: AssistantModelRepositoryOptions,
): string | undefined {
  const url = new URL(baseUrl);
  if (url.protocol === 'http:' && !allowPlainHttp) {
    return 'body/baseUrl: baseUrl must use https (plain http is accepted only for local development)';
  }
  if (allowPrivateTargets) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  const privateHost =
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    (isIP(host) !== 0 && blockedAddressReason(host) !== null);
  return privateHost
    ? 'body/baseUrl: baseUrl must be a public address; private, loopback and link-local addresses are refused'
    : undefined;
}

const stateOf = (row: Pick<AssistantModelRow, 'enabled'> | undefined): AssistantModelState =>
  row === undefined ? 'not-configured' : row.enabled ? 'on' : 'off';

const NOT_CONFIGURED = (canManage: boolean): AssistantModelSettings => ({
  state: 'not-configured',
  canManage,
  baseUrl: null,
  model: null,
  apiKeyHint: null,
  updatedBy: null,
  updatedAt: null,
});

/**
 * The organisation's language model settings, one row per organisation; every query is scoped by
 * it. Who may change them is the caller's check (`access/membership.ts`). The key goes in sealed
 * and comes out only in an {@link AssistantModelTarget} for the server's own calls.
 */
export function createAssistantModelRepository(
  db: Db,
  secretBox: SecretBox,
  options: AssistantModelRepositoryOptions,
) {
  const openKey = (row: AssistantModelRow): string | null => {
    try {
      return secretBox.open(row.apiKeyCiphertext, keyContext(row.organisationId));
    } catch {
      return null;
    }
  };

  const read = async (organisationId: number) => {
    const [found] = await db
      .select({ row: assistantModels, updatedByName: users.name })
      .from(assistantModels)
      .leftJoin(users, eq(users.id, assistantModels.updatedBy))
      .where(eq(assistantModels.organisationId, organisationId));
    return found;
  };

  const toSettings = (
    row: AssistantModelRow | undefined,
    updatedByName: string | null,
    canManage: boolean,
  ): AssistantModelSettings => {
    if (!row) return NOT_CONFIGURED(canManage);
    // Someone who may not change it sees whether a model answers, nothing more.
    if (!canManage) return { ...NOT_CONFIGURED(false), state: stateOf(row) };
    return {
      state: stateOf(row),
      canManage,
      baseUrl: row.baseUrl,
      model: row.model,
      apiKeyHint: row.apiKeyHint,
      updatedBy: updatedByName,
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  return {
    /** The settings as the viewer may see them (all of them for an admin, the state otherwise). */
    async settings(organisationId: number, canManage: boolean): Promise<AssistantModelSettings> {
      const found = await read(organisationId);
      return toSettings(found?.row, found?.updatedByName ?? null, canManage);
    },

    /** The state only: what the assistant's answers report. */
    async state(organisationId: number): Promise<AssistantModelState> {
      const [row] = await db
        .select({ enabled: assistantModels.enabled })
        .from(assistantModels)
        .where(eq(assistantModels.organisationId, organisationId));
      return stateOf(row);
    },

    /** Where and how to call the model; undefined when none is configured. */
    async target(organisationId: number): Promise<AssistantModelTarget | undefined> {
      const [row] = await db
        .select()
        .from(assistantModels)
        .where(eq(assistantModels.organisationId, organisationId));
      if (!row) return undefined;
      return {
        state: row.enabled ? 'on' : 'off',
        baseUrl: row.baseUrl,
        model: row.model,
        apiKey: openKey(row),
      };
    },

    /**
     * Saves the whole settings, `userId` their author. The first save needs a key; later an
     * absent or masked key keeps the stored one, unless the base URL moves to another origin.
     * Read, checked and written under the row's lock.
     */
    async save(
      organisationId: number,
      userId: number,
      input: AssistantModelInput,
    ): Promise<SaveAssistantModelResult> {
      const baseUrl = normaliseBaseUrl(input.baseUrl);
      const violation = baseUrlViolation(baseUrl, options);
      if (violation) return { kind: 'invalid', message: violation };
      const newKey = keepsStoredApiKey(input.apiKey) ? undefined : input.apiKey;
      const result = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(assistantModels)
          .where(eq(assistantModels.organisationId, organisationId))
          .for('update');
        if (!current) {
          if (newKey === undefined) {
            return {
              kind: 'invalid',
              message: 'body/apiKey: apiKey is required to configure the model',
            } as const;
          }
          const [row] = await tx
            .insert(assistantModels)
            .values({
              organisationId,
              enabled: input.enabled,
              baseUrl,
              model: input.model,
              apiKeyCiphertext: secretBox.seal(newKey, keyContext(organisationId)),
              apiKeyHint: maskApiKey(newKey),
              updatedBy: userId,
            })
            .onConflictDoNothing()
            .returning();
          return row
            ? ({ kind: 'saved', before: null, keyReplaced: false } as const)
            : ({ kind: 'conflict' } as const);
        }
        // The stored key is only ever sent to the origin it was saved for.
        if (newKey === undefined && keyMustBeReentered(current.baseUrl, baseUrl)) {
          return { kind: 'invalid', message: `body/apiKey: ${REENTER_KEY_MESSAGE}` } as const;
        }
        await tx
          .update(assistantModels)
          .set({
            enabled: input.enabled,
            baseUrl,
            model: input.model,
            ...(newKey !== undefined && {
              apiKeyCiphertext: secretBox.seal(newKey, keyContext(organisationId)),
              apiKeyHint: maskApiKey(newKey),
            }),
            updatedBy: userId,
            updatedAt: new Date(),
          })
          .where(eq(assistantModels.organisationId, organisationId));
        return {
          kind: 'saved',
          before: { baseUrl: current.baseUrl, model: current.model, enabled: current.enabled },
          keyReplaced: newKey !== undefined,
        } as const;
      });
      if (result.kind !== 'saved') return result;
      const found = await read(organisationId);
      return { ...result, settings: toSettings(found?.row, found?.updatedByName ?? null, true) };
    },

    /** Removes the settings and the sealed key; false when none were configured. */
    async remove(organisationId: number): Promise<boolean> {
      const rows = await db
        .delete(assistantModels)
        .where(eq(assistantModels.organisationId, organisationId))
        .returning({ organisationId: assistantModels.organisationId });
      return rows.length > 0;
    },
  };
}

export type AssistantModelRepository = ReturnType<typeof createAssistantModelRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    assistantModelRepository: AssistantModelRepository;
    /** How the assistant calls the model: the deadline of a question, the address guard. */
    assistantModelCalls: ModelCallSettings;
  }
}

const assistantModelRepositoryPlugin: FastifyPluginAsync<
  { appSecret: string; timeoutMs: number } & AssistantModelRepositoryOptions
> = async (app, { appSecret, timeoutMs, ...options }) => {
  // The same box as integration keys: one derived key for every stored credential.
  app.decorate(
    'assistantModelRepository',
    createAssistantModelRepository(app.db, createSecretBox(appSecret), options),
  );
  app.decorate('assistantModelCalls', {
    timeoutMs,
    allowPrivateTargets: options.allowPrivateTargets,
    allowPlainHttp: options.allowPlainHttp,
  });
};

export default fp(assistantModelRepositoryPlugin, {
  name: 'assistant-model-repository',
  dependencies: ['db'],
});
