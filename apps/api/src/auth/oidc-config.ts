import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** What an identity provider's groups may grant beyond the org chart. */
export type GroupRole = 'hr' | 'executive';

/** What a person's groups granted at their last sign-in: the group roles, and admin. */
export type Grant = GroupRole | 'admin';

export type OidcClientAuth = 'client_secret_basic' | 'client_secret_post' | 'private_key_jwt';

/**
 * Sign-in through the company's identity provider (OpenID Connect), as the environment sets it
 * (the `OIDC_*` variables and COMPANY_NAME; apps/api/README.md, "Sign-in with your identity
 * provider", lists them with the values for the usual providers).
 */
export interface OidcConfig {
  /** The provider's issuer identifier; its discovery document is read from it. */
  issuer: string;
  clientId: string;
  /** For client_secret_basic and client_secret_post. */
  clientSecret: string | undefined;
  clientAuth: OidcClientAuth;
  /** For private_key_jwt: the PKCS#8 PEM of the client's private key, and its key id. */
  privateKeyPem: string | undefined;
  privateKeyId: string | undefined;
  /** Q's public origin (`https://q.example.com`): the callback and the way back after sign-out. */
  redirectBase: string;
  /** "Sign in with <providerName>". */
  providerName: string;
  /** The company whose people sign in: the organisation the server makes for this provider. */
  companyName: string;
  /** Scopes asked beyond `openid email profile` (Okta's `groups`, say). */
  extraScopes: readonly string[];
  emailClaim: string;
  /** The claim that says the provider verified the email (`email_verified`; Entra ID: `xms_edov`). */
  emailVerifiedClaim: string;
  nameClaim: string;
  groupsClaim: string;
  /** Group → role: members of the group have the role, wherever the org chart puts them. */
  groupRoles: ReadonlyMap<string, GroupRole>;
  /** Members of these groups are admins (they change the company's connections). */
  adminGroups: readonly string[];
  /** Whether a verified person the directory does not hold may still sign in (seeing no one). */
  allowUnlinked: boolean;
}

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(2048).optional());
const claimName = (fallback: string) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_:./-]{1,100}$/, 'must be a claim name')
      .default(fallback),
  );
const list = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== ''),
    ),
);

/** Loopback issuers may use plain http (the local test provider); every other one is https. */
function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

const ZHttpsOrLoopbackUrl = (name: string) =>
  z
    .string()
    .trim()
    .max(2048)
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.username || url.password || url.search || url.hash) return false;
      return (
        url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))
      );
    }, `${name} must be an https URL (plain http only on loopback) without query or credentials`);

export const ZOidcEnv = z.object({
  OIDC_ISSUER: z.preprocess(emptyAsUndefined, ZHttpsOrLoopbackUrl('OIDC_ISSUER').optional()),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_CLIENT_AUTH: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['client_secret_basic', 'client_secret_post', 'private_key_jwt'], {
        error:
          'OIDC_CLIENT_AUTH must be client_secret_basic, client_secret_post or private_key_jwt',
      })
      .default('client_secret_basic'),
  ),
  OIDC_PRIVATE_KEY_FILE: optionalText,
  OIDC_PRIVATE_KEY_ID: optionalText,
  OIDC_REDIRECT_BASE: z.preprocess(
    emptyAsUndefined,
    ZHttpsOrLoopbackUrl('OIDC_REDIRECT_BASE').optional(),
  ),
  OIDC_PROVIDER_NAME: z.preprocess(
    emptyAsUndefined,
    z.string().trim().min(1).max(60).default('your company account'),
  ),
  COMPANY_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(1).max(120).optional()),
  OIDC_SCOPES: list,
  OIDC_EMAIL_CLAIM: claimName('email'),
  OIDC_EMAIL_VERIFIED_CLAIM: claimName('email_verified'),
  OIDC_NAME_CLAIM: claimName('name'),
  OIDC_GROUPS_CLAIM: claimName('groups'),
  OIDC_GROUP_ROLES: list,
  OIDC_ADMIN_GROUPS: list,
  OIDC_ALLOW_UNLINKED: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false'], { error: 'OIDC_ALLOW_UNLINKED must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  ),
});

export type OidcEnv = z.infer<typeof ZOidcEnv>;

/**
 * The identity provider's settings, or undefined when OIDC_ISSUER is unset; throws a message
 * per problem (each naming its variable) when the settings do not make a working sign-in.
 */
export function readOidcConfig(values: OidcEnv): { config?: OidcConfig; problems: string[] } {
  if (!values.OIDC_ISSUER) return { problems: [] };
  const problems: string[] = [];
  const need = (name: string, value: string | undefined) => {
    if (!value) problems.push(`${name}: required with OIDC_ISSUER`);
    return value ?? '';
  };
  const clientId = need('OIDC_CLIENT_ID', values.OIDC_CLIENT_ID);
  const redirectBase = need('OIDC_REDIRECT_BASE', values.OIDC_REDIRECT_BASE).replace(/\/+$/, '');
  const companyName = need('COMPANY_NAME', values.COMPANY_NAME);
  let privateKeyPem: string | undefined;
  if (values.OIDC_CLIENT_AUTH === 'private_key_jwt') {
    const file = need('OIDC_PRIVATE_KEY_FILE', values.OIDC_PRIVATE_KEY_FILE);
    if (file) {
      try {
        privateKeyPem = readFileSync(file, 'utf8');
      } catch (error) {
        problems.push(`OIDC_PRIVATE_KEY_FILE: cannot be read (${(error as Error).message})`);
      }
    }
  } else {
    need('OIDC_CLIENT_SECRET', values.OIDC_CLIENT_SECRET);
  }
  const groupRoles = new Map<string, GroupRole>();
  for (const entry of values.OIDC_GROUP_ROLES) {
    const at = entry.lastIndexOf('=');
    const group = entry.slice(0, at).trim();
    const role = entry.slice(at + 1).trim();
    if (at <= 0 || (role !== 'hr' && role !== 'executive')) {
      problems.push(
        `OIDC_GROUP_ROLES: "${entry}" must be <group>=hr or <group>=executive, separated by commas`,
      );
    } else {
      groupRoles.set(group, role);
    }
  }
  if (problems.length > 0) return { problems };
  return {
    problems,
    config: {
      issuer: values.OIDC_ISSUER,
      clientId,
      clientSecret: values.OIDC_CLIENT_SECRET,
      clientAuth: values.OIDC_CLIENT_AUTH,
      privateKeyPem,
      privateKeyId: values.OIDC_PRIVATE_KEY_ID,
      redirectBase,
      providerName: values.OIDC_PROVIDER_NAME,
      companyName,
      extraScopes: values.OIDC_SCOPES,
      emailClaim: values.OIDC_EMAIL_CLAIM,
      emailVerifiedClaim: values.OIDC_EMAIL_VERIFIED_CLAIM,
      nameClaim: values.OIDC_NAME_CLAIM,
      groupsClaim: values.OIDC_GROUPS_CLAIM,
      groupRoles,
      adminGroups: values.OIDC_ADMIN_GROUPS,
      allowUnlinked: values.OIDC_ALLOW_UNLINKED,
    },
  };
}
