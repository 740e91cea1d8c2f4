import type { OwnPersonalData } from '@q/schemas/personal';

/**
 * The parts of the personal dashboard that the signed-in person's own synced record can compute
 * (`GET /api/personal/me`), as a card receives them: `sample` (signed out, nothing connected, not
 * matched, or a source that does not give it: the spec's sample figures, unchanged), `loading`
 * (the answer is on its way), `error` (it failed: the sample, saying so) or `computed`, with its
 * provenance. Types only: the page's first chunk carries no zod.
 */
export type OwnPart<K extends keyof OwnPersonalData> =
  | OwnPersonalData[K]
  | { state: 'loading' }
  | { state: 'error' };

export type OwnParts = { [K in keyof OwnPersonalData]: OwnPart<K> };

/** A computed part's value and provenance, or undefined for any other state. */
export type Computed<K extends keyof OwnPersonalData> = Extract<
  OwnPersonalData[K],
  { state: 'computed' }
>;

const every = <S extends OwnPart<'goals'>['state']>(state: S) =>
  ({
    goals: { state },
    timeOff: { state },
    team: { state },
    tenure: { state },
    level: { state },
  }) as OwnParts;

/** Nobody signed in, or nothing of theirs connected: every part the sample. */
export const SAMPLE_PARTS: OwnParts = every('sample');
/** Signed in, the answer on its way. */
export const LOADING_PARTS: OwnParts = every('loading');
/** Signed in, the answer failed: every part shows the sample, and says it could not load. */
export const ERROR_PARTS: OwnParts = every('error');

/** The computed part, when it is one. */
export function computedPart<K extends keyof OwnPersonalData>(
  part: OwnPart<K>,
): Computed<K> | undefined {
  return part.state === 'computed' ? (part as Computed<K>) : undefined;
}
