import type { Employee } from '@q/schemas/manager';
import { SAMPLE_PROVENANCE } from '@q/schemas/sync';
import { describe, expect, it } from 'vitest';
import { INTEGRATION_STATUS_SAMPLE } from '../../data/integration-status';
import {
  allLive,
  dataSourcesAnswer,
  liveProvenance,
  staleProvenance,
} from '../../lib/provenance-fixtures';
import {
  buildTeamTree,
  connectedSourceRows,
  demoProfile,
  employeesText,
  initials,
  isOnline,
  isSyncedTeam,
  notAmongPeopleText,
  SAMPLE_SKILLS,
  sampleSourceRows,
  timeOffLabel,
} from './team-rules';

const person = (id: number, position: string, managerId: number | null): Employee => ({
  id,
  name: `Person ${id}`,
  position,
  managerId,
  avatar: null,
});

describe('isOnline', () => {
  it("is green only when lastActive contains 'now'", () => {
    expect(isOnline('Online now')).toBe(true);
    expect(isOnline('now')).toBe(true);
    expect(isOnline('2 hours ago')).toBe(false);
    expect(isOnline('')).toBe(false);
  });
});

describe('demoProfile', () => {
  it('is stable for an id', () => {
    expect(demoProfile(42)).toEqual(demoProfile(42));
  });
  it('stays inside the documented sample values', () => {
    for (let id = 1; id <= 60; id += 1) {
      const profile = demoProfile(id);
      expect(['remote', 'hybrid']).toContain(profile.workLocation);
      expect(['Online now', '2 hours ago']).toContain(profile.lastActive);
      expect([4, 5]).toContain(profile.performanceRating);
      expect(profile.skills.length).toBeGreaterThanOrEqual(1);
      expect(profile.skills.length).toBeLessThanOrEqual(3);
      for (const skill of profile.skills) expect(SAMPLE_SKILLS).toContain(skill);
    }
  });
  it('varies across people', () => {
    const states = new Set(Array.from({ length: 20 }, (_, i) => demoProfile(i + 1).lastActive));
    expect(states.size).toBe(2);
  });
});

describe('buildTeamTree', () => {
  const employees = [
    person(1, 'VP Engineering', null),
    person(2, 'Director of Engineering', 1),
    person(3, 'Engineering Manager', 2),
    person(4, 'Senior Engineer', 3),
    person(5, 'Product Designer', 3),
    person(6, 'Engineer', 2),
  ];
  it('puts the director on top, the manager as the viewer, and their direct reports below', () => {
    const tree = buildTeamTree(employees);
    expect(tree?.director?.id).toBe(2);
    expect(tree?.manager.id).toBe(3);
    expect(tree?.directReports.map((e) => e.id)).toEqual([4, 5]);
  });
  it('is null without an engineering manager', () => {
    expect(buildTeamTree([])).toBeNull();
    expect(buildTeamTree([person(1, 'Director', null)])).toBeNull();
  });
  it('works without a director', () => {
    expect(buildTeamTree([person(3, 'Engineering Manager', null)])?.director).toBeNull();
  });
  it('takes the viewer a synced organisation marks, whatever the position says', () => {
    const synced = [
      person(2, 'Director of Engineering', null),
      { ...person(7, 'Head of Platform', 2), isViewer: true as const },
      person(8, 'Engineer', 7),
      person(3, 'Engineering Manager', 2),
    ];
    const tree = buildTeamTree(synced);
    expect(tree?.manager.id).toBe(7);
    expect(tree?.director?.id).toBe(2);
    expect(tree?.directReports.map((e) => e.id)).toEqual([8]);
  });
  it('puts a synced viewer’s own manager above them, whatever the title, and no one at the top', () => {
    // Alex is the CEO: his Director of Engineering is one of his reports, not above him.
    const fromTheTop = buildTeamTree([
      { ...person(1, 'Chief Executive Officer', null), isViewer: true as const },
      person(2, 'Director of Engineering', 1),
      person(3, 'Head of Sales', 1),
    ]);
    expect(fromTheTop?.director).toBeNull();
    expect(fromTheTop?.directReports.map((e) => e.id)).toEqual([2, 3]);
    // Jordan reports to Sarah, an engineering manager: she is above him, not the director above her.
    const belowAManager = buildTeamTree([
      person(1, 'Chief Executive Officer', null),
      person(2, 'Director of Engineering', 1),
      person(8, 'Engineering Manager', 2),
      { ...person(44, 'Software Engineer', 8), isViewer: true as const },
    ]);
    expect(belowAManager?.director?.id).toBe(8);
    expect(belowAManager?.manager.id).toBe(44);
    expect(belowAManager?.directReports).toEqual([]);
  });
});

describe('sampleSourceRows', () => {
  it('lists the documented fixed sample exactly', () => {
    expect(sampleSourceRows(INTEGRATION_STATUS_SAMPLE)).toEqual([
      {
        key: 'workday',
        name: 'Workday',
        statusLabel: 'Connected',
        variant: 'success',
        lastSync: '5 min ago',
        employeeCount: 247,
      },
      {
        key: 'bamboohr',
        name: 'BambooHR',
        statusLabel: 'Not connected',
        variant: 'neutral',
        lastSync: 'never',
        employeeCount: null,
      },
      {
        key: 'adp',
        name: 'ADP',
        statusLabel: 'Connected',
        variant: 'success',
        lastSync: '1 hour ago',
        employeeCount: 247,
      },
    ]);
  });
});

describe('connectedSourceRows', () => {
  const NOW = new Date('2026-01-02T12:00:00.000Z');

  it("lists each connected source once, the team's first with the people it holds", () => {
    expect(connectedSourceRows(allLive(NOW), NOW)).toEqual([
      {
        key: '7',
        name: 'BambooHR',
        statusLabel: 'Connected',
        variant: 'success',
        lastSync: '4 min ago',
        employeeCount: 60,
      },
      {
        key: '8',
        name: 'Greenhouse',
        statusLabel: 'Connected',
        variant: 'success',
        lastSync: '4 min ago',
        employeeCount: null,
      },
    ]);
  });

  it('says when a source failed its last sync, and when it never synced', () => {
    const rows = connectedSourceRows(
      dataSourcesAnswer({
        team: staleProvenance(NOW),
        recruiting: liveProvenance(NOW, {
          state: 'partial',
          provider: 'greenhouse',
          integrationId: 8,
          syncedAt: null,
        }),
      }),
      NOW,
    );
    expect(rows.map(({ statusLabel, lastSync }) => [statusLabel, lastSync])).toEqual([
      ['Sync failed', '3 days ago'],
      ['Partial', 'never'],
    ]);
  });

  it('is empty when every feed is the sample', () => {
    expect(connectedSourceRows(dataSourcesAnswer({ team: SAMPLE_PROVENANCE }), NOW)).toEqual([]);
  });
});

describe('timeOffLabel', () => {
  it("says the provider's kind of leave and the calendar dates, in the sample's form", () => {
    expect(timeOffLabel({ start: '2026-12-23', end: '2027-01-02', kind: 'PTO' })).toBe(
      'PTO Dec 23 – Jan 2',
    );
    expect(timeOffLabel({ start: '2026-03-01', end: '2026-03-03', kind: null })).toBe(
      'Time off Mar 1 – Mar 3',
    );
    expect(timeOffLabel({ start: '2026-07-04', end: '2026-07-04', kind: '  ' })).toBe(
      'Time off Jul 4',
    );
  });
});

describe('isSyncedTeam', () => {
  const person = { id: 1, name: 'A B', position: '', managerId: null, avatar: null };
  it('tells a synced organisation from the sample company', () => {
    expect(isSyncedTeam([person])).toBe(false);
    expect(isSyncedTeam([person, { ...person, id: 2, synced: { upcomingTimeOff: null } }])).toBe(
      true,
    );
    expect(isSyncedTeam([])).toBe(false);
  });
});

describe('notAmongPeopleText', () => {
  it('names the provider as the app shows it, or the HRIS when the answer names none', () => {
    expect(notAmongPeopleText('bamboohr')).toBe(
      'You are not among the people of BambooHR: ask an admin to check your work email there.',
    );
    expect(notAmongPeopleText(null)).toBe(
      'You are not among the people of your HRIS: ask an admin to check your work email there.',
    );
  });
});

describe('employeesText', () => {
  it('counts one employee or several', () => {
    expect(employeesText(1)).toBe('1 employee');
    expect(employeesText(247)).toBe('247 employees');
  });
});

describe('initials', () => {
  it('takes the first letters of the first two names', () => {
    expect(initials('Sarah Chen')).toBe('SC');
    expect(initials('ada')).toBe('A');
    expect(initials('Mary Ann Smith')).toBe('MA');
  });
});
