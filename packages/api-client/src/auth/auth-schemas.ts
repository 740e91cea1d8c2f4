/**
 * The auth schemas, loaded on first use. zod is the largest library a page would otherwise load
 * before its first render; a visitor who is not signed in never needs it, so it comes in its own
 * chunk, fetched only when there is a stored user, a sign-in or a response to check.
 */
export const loadAuthSchemas = () => import('@q/schemas/auth');
