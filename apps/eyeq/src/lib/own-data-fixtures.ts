import type { OwnPersonalData } from '@q/schemas/personal';
import type { Provenance } from '@q/schemas/sync';

/** Provenance and answers of `GET /api/personal/me` for tests and stories. */

export const SYNCED_AT = '2026-11-27T20:09:00.000Z';

export function liveProvenance(provider: 'bamboohr' | 'workday' = 'bamboohr'): Provenance {
  return {
    state: 'live',
    provider,
    integrationId: 7,
    syncedAt: SYNCED_AT,
    lastAttemptAt: SYNCED_AT,
    cause: null,
    missingFields: [],
    recordCount: null,
  };
}

/** Jordan Lee's own page from the demo company: every section computed. */
export const JORDANS_OWN_DATA: OwnPersonalData = {
  goals: {
    state: 'computed',
    provenance: liveProvenance('workday'),
    value: [
      {
        id: 'GOAL-44-1',
        title: 'Ship the offline mode for the mobile app',
        description: 'Agreed at the last check-in.',
        status: 'on_track',
        priority: 'high',
        progress: 60,
        dueDate: '2027-01-11',
      },
      {
        id: 'GOAL-44-2',
        title: 'Lead the incident review rotation',
        description: '',
        status: 'in_progress',
        priority: 'medium',
        progress: 25,
        dueDate: null,
      },
    ],
  },
  timeOff: {
    state: 'computed',
    provenance: liveProvenance(),
    value: [
      { start: '2026-11-29', end: '2026-12-01', kind: null },
      { start: '2027-01-01', end: '2027-01-01', kind: 'Vacation' },
    ],
  },
  team: {
    state: 'computed',
    provenance: liveProvenance(),
    value: {
      manager: { name: 'Sarah Chen', title: 'Engineering Manager' },
      peers: [
        { name: 'Iris Smith', title: 'QA Engineer' },
        { name: 'Kai Smith', title: null },
      ],
      peerCount: 5,
    },
  },
  tenure: {
    state: 'computed',
    provenance: liveProvenance(),
    value: {
      hireDate: '2023-12-07',
      years: 2,
      months: 11,
      nextAnniversary: '2026-12-07',
      nextAnniversaryYears: 3,
      daysToAnniversary: 10,
    },
  },
  level: { state: 'computed', provenance: liveProvenance(), value: { title: 'Software Engineer' } },
};
