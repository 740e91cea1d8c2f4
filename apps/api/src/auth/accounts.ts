import { and, eq, sql } from 'drizzle-orm';
import {
  organisations,
  syncedPeople,
  systemIntegrations,
  type UserRow,
  users,
} from '../db/schema.js';
import type { Db } from '../db/types.js';
import type { Grant, OidcConfig } from './oidc-config.js';
import { type ProviderIdentity, SignInRefusal } from './relying-party.js';

/**
 * Accounts of the people who sign in through the company's identity provider, decided from the
 * org chart:
 *
 * - the provider must vouch for the email (`email_verified`, or the configured claim); a missing
 *   or unverified email is refused (`email-unverified`);
 * - what the groups grant is re-evaluated at every sign-in. A groups claim that is there but
 *   names no mapped group takes the grants away; but a provider that sends no groups claim at
 *   all, for a person whose groups granted something at their last sign-in, is refused
 *   (`no-groups`) rather than taken to mean "in no group": a provider that stopped sending
 *   groups (a changed claim rule, a token grown too large for them) must not silently strip an
 *   HR person or an admin of access, nor pass for their removal. (Providers omit the claim for
 *   someone in no group at all, so for everyone else its absence is "no groups".)
 * - the person is linked to the synced directory by that verified email: someone the company's
 *   HRIS (as last synced) holds may sign in; so may someone the groups (or ADMIN_EMAILS) make HR,
 *   an executive or an admin, since an admin must be able to connect the HRIS in the first
 *   place; anyone else is refused (`not-in-directory`) unless OIDC_ALLOW_UNLINKED is on, when
 *   they sign in to see no one's data;
 * - the account is made at the first sign-in and kept up to date at every one after: name,
 *   email, and what the groups grant now (a person taken out of a group loses it at their next
 *   sign-in; an admin can end their sessions for it to count at once).
 */

export interface AccountSettings {
  oidc: Pick<OidcConfig, 'groupRoles' | 'adminGroups' | 'allowUnlinked' | 'companyName' | 'issuer'>;
  /** ADMIN_EMAILS (lower-cased): admins wherever their groups. */
  adminEmails: readonly string[];
}

/** The organisation the provider signs people into. */
export interface ProviderOrganisation {
  id: number;
  name: string;
}

/** What the groups of `identity` grant. */
export function grantsOf(
  settings: AccountSettings,
  identity: Pick<ProviderIdentity, 'groups' | 'email'>,
): Grant[] {
  const grants = new Set<Grant>();
  for (const group of identity.groups ?? []) {
    const role = settings.oidc.groupRoles.get(group);
    if (role) grants.add(role);
    if (settings.oidc.adminGroups.includes(group)) grants.add('admin');
  }
  return [...grants].sort();
}

/** The product's role and default dashboard for an account the org chart does not place. */
function unplacedRole(grants: readonly Grant[]): Pick<UserRow, 'role' | 'defaultDashboard'> {
  if (grants.includes('executive')) return { role: 'executive', defaultDashboard: 'qube' };
  // HR and admins work in the manager control room, where Settings is.
  if (grants.includes('hr') || grants.includes('admin')) {
    return { role: 'manager', defaultDashboard: 'aitchq' };
  }
  return { role: 'individual_contributor', defaultDashboard: 'eyeq' };
}

export function createAccounts(db: Db, settings: AccountSettings) {
  const mapsGroups = settings.oidc.groupRoles.size > 0 || settings.oidc.adminGroups.length > 0;

  /** Whether the organisation's synced HRIS (enabled) holds someone with `email`. */
  async function inDirectory(organisationId: number, email: string): Promise<boolean> {
    const [found] = await db
      .select({ id: syncedPeople.id })
      .from(syncedPeople)
      .innerJoin(systemIntegrations, eq(systemIntegrations.id, syncedPeople.integrationId))
      .where(
        and(
          eq(systemIntegrations.organisationId, organisationId),
          eq(systemIntegrations.systemType, 'hris'),
          eq(systemIntegrations.isEnabled, true),
          sql`lower(${syncedPeople.workEmail}) = ${email}`,
        ),
      )
      .limit(1);
    return found !== undefined;
  }

  return {
    /**
     * The organisation of the provider's issuer, made (named COMPANY_NAME) on the first start
     * with it, renamed when COMPANY_NAME changes. Safe when several instances start at once.
     */
    async ensureOrganisation(): Promise<ProviderOrganisation> {
      const { issuer, companyName } = settings.oidc;
      const [row] = await db
        .insert(organisations)
        .values({ name: companyName, idpIssuer: issuer })
        .onConflictDoUpdate({
          target: organisations.idpIssuer,
          set: { name: companyName },
          setWhere: sql`${organisations.name} <> ${companyName}`,
        })
        .returning({ id: organisations.id, name: organisations.name });
      if (row) return row;
      const [existing] = await db
        .select({ id: organisations.id, name: organisations.name })
        .from(organisations)
        .where(eq(organisations.idpIssuer, issuer));
      if (!existing) throw new Error(`No organisation for ${issuer}`);
      return existing;
    },

    /**
     * The account of the person the provider vouched for, made or brought up to date; throws a
     * SignInRefusal when they may not sign in. Answers the user's id.
     */
    async signIn(organisationId: number, identity: ProviderIdentity, now = new Date()) {
      const { email } = identity;
      if (!email || !identity.emailVerified) {
        throw new SignInRefusal(
          'email-unverified',
          'The provider did not vouch for an email',
          email,
        );
      }
      if (mapsGroups && identity.groups === undefined) {
        const [known] = await db
          .select({ grants: users.groupRoles })
          .from(users)
          .where(
            and(eq(users.organisationId, organisationId), eq(users.idpSubject, identity.subject)),
          );
        if (known && known.grants.length > 0) {
          throw new SignInRefusal('no-groups', 'No groups sent for someone who had some', email);
        }
      }
      const grants = grantsOf(settings, identity);
      const isNamedAdmin = settings.adminEmails.includes(email);
      const linked = await inDirectory(organisationId, email);
      if (!linked && grants.length === 0 && !isNamedAdmin && !settings.oidc.allowUnlinked) {
        throw new SignInRefusal('not-in-directory', 'Not in the synced directory', email);
      }
      const name = identity.name ?? email.split('@')[0] ?? email;
      const changes = {
        email,
        name,
        idpSubject: identity.subject,
        groupRoles: grants,
        lastSignInAt: now,
        // Re-evaluated at every sign-in; the org chart's role replaces it once it is read.
        role: unplacedRole(grants).role,
      };
      return db.transaction(async (tx) => {
        // The provider's subject is the person; their email may have changed since.
        const [bySubject] = await tx
          .select({ id: users.id })
          .from(users)
          .where(
            and(eq(users.organisationId, organisationId), eq(users.idpSubject, identity.subject)),
          );
        if (bySubject) {
          // Another account of the organisation holding the new email is this person's old
          // record under it (made by email before): the subject's account takes the email.
          await tx
            .delete(users)
            .where(
              and(
                eq(users.organisationId, organisationId),
                eq(users.email, email),
                sql`${users.id} <> ${bySubject.id}`,
              ),
            );
          await tx.update(users).set(changes).where(eq(users.id, bySubject.id));
          return bySubject.id;
        }
        const [row] = await tx
          .insert(users)
          .values({ organisationId, ...changes, ...unplacedRole(grants) })
          .onConflictDoUpdate({ target: [users.organisationId, users.email], set: changes })
          .returning({ id: users.id });
        if (!row) throw new Error('No account was made');
        return row.id;
      });
    },

    /** Sets the account's role to what the chart (and groups) make it now. */
    async setRole(userId: number, role: UserRow['role']): Promise<void> {
      await db
        .update(users)
        .set({ role })
        .where(and(eq(users.id, userId), sql`${users.role} <> ${role}`));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
