import type { SIGN_IN_API } from '@q/schemas/api/sign-in';
import type { Dashboard } from '@q/schemas/enums';
import { SIGN_IN_PROBLEM_PARAM, type SignInProblem } from '@q/schemas/sign-in';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { accessAdminOf } from '../access/membership.js';
import { ROLE_DASHBOARDS } from '../access/scope.js';
import {
  clearPendingCookie,
  type IdentityProvider,
  pendingCookieName,
  setPendingCookie,
} from '../auth/identity-provider.js';
import { SignInRefusal } from '../auth/relying-party.js';
import { HttpError } from '../http/errors.js';
import { setSessionHint, withChartRole } from './auth.js';
import type { HandlersOf } from './handler.js';

/** The page of each dashboard, where a sign-in lands when it asked for no page. */
const DASHBOARD_PAGES: Record<Dashboard, string> = {
  qube: '/qube',
  aitchq: '/dashboard',
  eyeq: '/eyeq-dashboard',
};

function configuredProvider(request: FastifyRequest): IdentityProvider {
  const { provider } = request.server.signIn;
  if (!provider) throw new HttpError(404, 'Sign-in with an identity provider is not configured');
  return provider;
}

/** Sends the browser back to the login page, which words `problem`. */
function refuse(reply: FastifyReply, problem: SignInProblem): null {
  reply.header('location', `/login?${SIGN_IN_PROBLEM_PARAM}=${problem}`);
  return null;
}

/** The callback's address as the provider sent the browser to it: the redirect URI and the query. */
function callbackUrl(request: FastifyRequest, redirectUri: string): URL {
  const at = request.url.indexOf('?');
  return new URL(at === -1 ? redirectUri : `${redirectUri}${request.url.slice(at)}`);
}

/** Records a refused sign-in through the provider, naming the email it vouched for if any. */
function auditRefusal(
  request: FastifyRequest,
  provider: IdentityProvider,
  problem: SignInProblem,
  email?: string,
) {
  return request.audit({
    organisationId: provider.organisation.id,
    actor: { kind: 'user', userId: null, label: email ?? 'unknown' },
    action: 'sign-in-refused',
    target: { type: 'user', id: null, label: email ?? null },
    detail: { via: 'identity-provider', problem },
    result: 'refused',
    status: 303,
  });
}

/** The calls of `@q/schemas/api/sign-in`. */
export const signInHandlers = {
  signInOptions(request) {
    const { provider, demoLogin } = request.server.signIn;
    return {
      company: provider?.organisation.name ?? null,
      provider: provider
        ? {
            name: provider.config.providerName,
            signInPath: '/api/auth/oidc/start' as const,
            signOutUrl: provider.relyingParty.signOutUrl(),
          }
        : null,
      demoLogin,
    };
  },

  async oidcStart(request, reply) {
    const provider = configuredProvider(request);
    let started: Awaited<ReturnType<IdentityProvider['relyingParty']['start']>>;
    try {
      started = await provider.relyingParty.start(request.query.returnTo);
    } catch (error) {
      if (!(error instanceof SignInRefusal)) throw error;
      request.log.warn({ problem: error.problem, detail: error.message }, 'sign-in not started');
      return refuse(reply, error.problem);
    }
    setPendingCookie(request, reply, request.server.signIn.sealPending(started.pending));
    reply.header('location', started.url);
    return null;
  },

  async oidcCallback(request, reply) {
    const provider = configuredProvider(request);
    const { server: app } = request;
    // One attempt, one callback: whatever happens now, the pending sign-in is spent.
    const pending = app.signIn.openPending(request.cookies[pendingCookieName(request)]);
    clearPendingCookie(request, reply);
    if (!pending) {
      request.log.info('sign-in callback without a pending sign-in of this browser');
      const problem = request.query.error ? 'cancelled' : 'expired';
      await auditRefusal(request, provider, problem);
      return refuse(reply, problem);
    }
    let userId: number;
    try {
      const identity = await provider.relyingParty.finish(
        callbackUrl(request, provider.relyingParty.redirectUri),
        pending,
      );
      userId = await provider.accounts.signIn(provider.organisation.id, identity);
    } catch (error) {
      if (!(error instanceof SignInRefusal)) throw error;
      request.log.warn({ problem: error.problem, detail: error.message }, 'sign-in refused');
      await auditRefusal(request, provider, error.problem, error.email);
      return refuse(reply, error.problem);
    }
    const expires = await app.startSession(request, reply, userId, 'identity-provider');
    const user = await app.usersRepository.findById(userId);
    if (!user) throw new Error('The account just made is gone');
    const placed = await withChartRole(request, user);
    await provider.accounts.setRole(userId, placed.role);
    // A GET that wrote (the account, the session): what any process kept of them is out of date.
    await app.dataVersion.written();
    setSessionHint(request, reply, expires);
    await request.audit({
      organisationId: provider.organisation.id,
      actor: { kind: 'user', userId, label: user.email },
      action: 'sign-in',
      target: { type: 'user', id: userId, label: user.email },
      subjectUserId: userId,
      detail: { via: 'identity-provider', role: placed.role },
    });
    const dashboard =
      placed.preferences.defaultDashboard ?? ROLE_DASHBOARDS.individual_contributor.dashboard;
    reply.header('location', pending.returnTo ?? DASHBOARD_PAGES[dashboard]);
    return null;
  },

  async listMembers(request) {
    const member = await accessAdminOf(request);
    const { server: app } = request;
    return {
      members: await app.usersRepository.members(member.organisationId, (ids) =>
        app.sessionsRepository.countLive(ids),
      ),
    };
  },

  async endMemberSessions(request) {
    const member = await accessAdminOf(request);
    const { server: app } = request;
    if (!(await app.usersRepository.isMember(member.organisationId, request.params.id))) {
      throw new HttpError(404, 'Member not found');
    }
    const ended = await app.sessionsRepository.deleteAllOfUser(request.params.id);
    await request.audit({
      organisationId: member.organisationId,
      action: 'sessions-ended-by-admin',
      target: { type: 'user', id: request.params.id },
      subjectUserId: request.params.id,
      detail: { sessionsEnded: ended },
    });
    request.log.info(
      { userId: request.params.id, ended, by: member.userId },
      'sessions ended by an admin',
    );
    return { ended };
  },
} satisfies HandlersOf<typeof SIGN_IN_API>;
