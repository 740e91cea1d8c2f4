import { z } from 'zod';
import { isStorableLine, UNSTORABLE_LINE_MESSAGE } from './common';
import { ZDashboard, ZRole } from './enums';

export const ZUserPreferences = z.object({
  defaultDashboard: ZDashboard.optional(),
});
export type UserPreferences = z.infer<typeof ZUserPreferences>;

/** The signed-in user, as the server answers it and as the client keeps it in storage. */
export const ZUser = z.object({
  id: z.number().int().positive(),
  email: z.email(),
  name: z.string().min(1),
  role: ZRole,
  preferences: ZUserPreferences,
});
export type User = z.infer<typeof ZUser>;

/** An account offered on the demo login page. */
export const ZDemoUser = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.email(),
  role: ZRole,
  dashboard: ZDashboard,
});
export type DemoUser = z.infer<typeof ZDemoUser>;

export const ZDemoUsersResponse = z.array(ZDemoUser);
export type DemoUsersResponse = z.infer<typeof ZDemoUsersResponse>;

/** POST /api/auth/login */
export const ZLoginRequest = z.strictObject({
  email: z
    .email('email must be a valid email address')
    .max(254)
    .refine(isStorableLine, `email ${UNSTORABLE_LINE_MESSAGE}`),
});
export type LoginRequest = z.infer<typeof ZLoginRequest>;

export const ZLoginResponse = z.object({ user: ZUser });
export type LoginResponse = z.infer<typeof ZLoginResponse>;

/** GET /api/auth/me */
export const ZMeResponse = z.object({ user: ZUser });
export type MeResponse = z.infer<typeof ZMeResponse>;

/** PUT /api/auth/user/:id — the fields a user may change of their own record. The role is not one of them. */
export const ZUpdateUserRequest = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'name must not be empty')
    .max(120)
    .refine(isStorableLine, `name ${UNSTORABLE_LINE_MESSAGE}`)
    .optional(),
  preferences: z.strictObject({ defaultDashboard: ZDashboard.optional() }).optional(),
});
export type UpdateUserRequest = z.infer<typeof ZUpdateUserRequest>;

export const ZUpdateUserResponse = ZUser;
export type UpdateUserResponse = z.infer<typeof ZUpdateUserResponse>;

/**
 * POST /api/auth/logout. `next`: where the page goes once signed out, when not to the home page:
 * a session made through the company's identity provider goes to /login?signed-out=1, which
 * offers the provider's own sign-out.
 */
export const ZLogoutResponse = z.object({
  ok: z.literal(true),
  next: z.literal('/login?signed-out=1').optional(),
});
export type LogoutResponse = z.infer<typeof ZLogoutResponse>;
