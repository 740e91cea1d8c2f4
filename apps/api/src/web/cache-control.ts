/** Hashed build output never changes under the same name, so browsers may keep it for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Pages are small and name the current asset hashes, so they are always revalidated. */
export const PAGE_CACHE = 'no-cache';
