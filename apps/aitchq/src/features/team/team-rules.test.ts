import type { Employee } from '@q/schemas/manager';
import { describe, expect, it } from 'vitest';
import { buildTeamTree, demoProfile, initials, isOnline, SAMPLE_SKILLS } from './team-rules';

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
  it('stays inside the sample values of the spec', () => {
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
});

describe('initials', () => {
  it('takes the first letters of the first two names', () => {
    expect(initials('Sarah Chen')).toBe('SC');
    expect(initials('ada')).toBe('A');
    expect(initials('Mary Ann Smith')).toBe('MA');
  });
});
