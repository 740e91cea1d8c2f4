import { canonicalJson } from './trail.js';

/**
 * The fields whose value differs between `before` and `after`, each as before → after; null
 * when none does. Values are compared as canonical JSON (objects whatever their key order).
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
): Record<string, { before: unknown; after: unknown }> | null {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const key of Object.keys(after)) {
    const was = before[key] ?? null;
    const now = after[key] ?? null;
    if (canonicalJson(was) !== canonicalJson(now)) changes[key] = { before: was, after: now };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
