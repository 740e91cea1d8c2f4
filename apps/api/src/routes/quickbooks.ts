import type { QUICKBOOKS_API } from '@q/schemas/api/quickbooks';
import type { QuickBooksOutcome } from '@q/schemas/quickbooks';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { adminOf } from '../access/membership.js';
import { HttpError } from '../http/errors.js';
import { QUICKBOOKS_CALLBACK_PATH } from '../integrations/quickbooks-consent.js';
import { SyncError } from '../sync/connector.js';
import {
  exchangeQuickBooksCode,
  QUICKBOOKS_SCOPE,
  quickbooksClientId,
  quickbooksUrls,
} from '../sync/connectors/quickbooks.js';
import { createProviderHttp, DEFAULT_PROVIDER_HTTP_SETTINGS } from '../sync/provider-http.js';
import type { HandlersOf } from './handler.js';

const NOT_FOUND = 'Integration not found';

/** A realm id as Intuit gives it: digits (letters and dashes let through, bounded). */
const REALM_ID = /^[A-Za-z0-9-]{1,64}$/;

/** Sends the browser back to Settings, which words the outcome. */
function backToSettings(reply: FastifyReply, outcome: QuickBooksOutcome): null {
  reply.header('location', `/settings?quickbooks=${outcome}`);
  return null;
}

/** Where Intuit sends the browser back: this server's own origin, as the browser reached it. */
function redirectUri(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}${QUICKBOOKS_CALLBACK_PATH}`;
}

/**
 * The calls of `@q/schemas/api/quickbooks`: an admin connects the organisation's QuickBooks
 * integration by consent at Intuit. The grant is stored sealed; only runs and the connection
 * test open it.
 */
export const quickbooksHandlers = {
  async quickbooksConnect(request, reply) {
    const admin = await adminOf(request);
    const { server: app } = request;
    const target = await app.integrationsRepository.findTarget(
      admin.organisationId,
      request.params.id,
    );
    if (!target) throw new HttpError(404, NOT_FOUND);
    if (target.systemName !== 'quickbooks') {
      throw new HttpError(409, 'Only a QuickBooks integration is connected by consent');
    }
    const urls = quickbooksUrls(target.apiEndpoint);
    if (!urls) throw new HttpError(409, 'The API Endpoint is not an http(s) URL');
    let clientId: string;
    try {
      clientId = quickbooksClientId(target.configData);
    } catch (error) {
      if (error instanceof SyncError) throw new HttpError(409, error.message);
      throw error;
    }
    const uri = redirectUri(request);
    const state = app.quickbooksConsent.start(request, reply, {
      integrationId: target.id,
      organisationId: admin.organisationId,
      userId: admin.userId,
      redirectUri: uri,
    });
    const authorize = new URL(urls.authorizeUrl);
    authorize.search = new URLSearchParams({
      client_id: clientId,
      response_type: 'code',
      scope: QUICKBOOKS_SCOPE,
      redirect_uri: uri,
      state,
    }).toString();
    reply.header('location', authorize.toString());
    return null;
  },

  async quickbooksCallback(request, reply) {
    const { server: app, query } = request;
    const pending = app.quickbooksConsent.finish(request, reply, query.state);
    const admin = await adminOf(request);
    if (
      !pending ||
      pending.userId !== admin.userId ||
      pending.organisationId !== admin.organisationId
    ) {
      // Not an attempt this browser and this admin started: a forged or replayed callback.
      throw new HttpError(
        400,
        'This answer from QuickBooks does not belong to a connection started in this browser; press Connect QuickBooks again',
      );
    }
    const target = await app.integrationsRepository.findTarget(
      admin.organisationId,
      pending.integrationId,
    );
    const audit = (outcome: QuickBooksOutcome, problem?: string) =>
      request.audit({
        action: 'integration-authorised',
        target: {
          type: 'integration',
          id: pending.integrationId,
          label: 'financial · quickbooks',
        },
        detail: { outcome, ...(problem && { problem }) },
        ...(outcome !== 'connected' && { result: 'refused' as const }),
      });
    if (query.error !== undefined) {
      await audit('cancelled', query.error.slice(0, 100));
      return backToSettings(reply, 'cancelled');
    }
    const urls =
      target && target.systemName === 'quickbooks' ? quickbooksUrls(target.apiEndpoint) : null;
    if (
      !target ||
      !urls ||
      target.apiKey === null ||
      query.code === undefined ||
      query.realmId === undefined ||
      !REALM_ID.test(query.realmId)
    ) {
      await audit('failed', 'the integration changed, or the answer lacked a code or company');
      return backToSettings(reply, 'failed');
    }
    const http = createProviderHttp(
      {
        ...DEFAULT_PROVIDER_HTTP_SETTINGS,
        allowPrivateTargets: app.quickbooksConsent.outbound.allowPrivateTargets,
        timeoutMs: app.quickbooksConsent.outbound.timeoutMs,
        maxTries: 1,
        maxPages: 1,
      },
      [new URL(urls.tokenUrl).origin],
    );
    try {
      const grant = await exchangeQuickBooksCode(
        http,
        urls,
        { clientId: quickbooksClientId(target.configData), clientSecret: target.apiKey },
        query.code,
        pending.redirectUri,
        query.realmId,
      );
      if (!(await app.integrationsRepository.saveOAuthGrant(target.id, grant))) {
        await audit('failed', 'the integration was deleted');
        return backToSettings(reply, 'failed');
      }
    } catch (error) {
      if (!(error instanceof SyncError)) throw error;
      request.log.warn({ reason: error.reason }, 'QuickBooks code exchange failed');
      await audit('refused', error.message);
      return backToSettings(reply, 'refused');
    }
    // A GET that wrote (the grant): what any process kept of the integrations is out of date.
    await app.dataVersion.written();
    await audit('connected');
    return backToSettings(reply, 'connected');
  },
} satisfies HandlersOf<typeof QUICKBOOKS_API>;
