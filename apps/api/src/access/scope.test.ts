import { describe, expect, it } from 'vitest';
import { EMPTY_SCOPE, ownPageView, type ScopePerson, type ViewerScope } from './scope.js';

const person = (sourceId: string, supervisorSourceId: string | null): ScopePerson => ({
  id: Number(sourceId),
  sourceId,
  name: `Person ${sourceId}`,
  jobTitle: null,
  supervisorSourceId,
  department: null,
});

/** Jordan (5) reports to Sarah (3), who reports to Dana (2); Sam (6) is Jordan's peer. */
const jordan = person('5', '3');
const scopeOf = (viewer: ScopePerson, people: string[], everyone = false): ViewerScope => ({
  person: viewer,
  role: everyone ? 'hr' : 'individual_contributor',
  everyone,
  people: new Set(people),
  departments: new Set(),
});

describe('ownPageView: what a person’s own page shows of whom', () => {
  const scope = scopeOf(jordan, ['5']);

  it('all of their own personal data', () => {
    expect(ownPageView(scope, jordan)).toBe('personal');
  });

  it('the directory facts of their manager and their peers', () => {
    expect(ownPageView(scope, person('3', '2'))).toBe('directory');
    expect(ownPageView(scope, person('6', '3'))).toBe('directory');
  });

  it('nothing of anyone else: the manager’s manager, a peer’s report, another team', () => {
    expect(ownPageView(scope, person('2', null))).toBeNull();
    expect(ownPageView(scope, person('7', '6'))).toBeNull();
    expect(ownPageView(scope, person('9', '4'))).toBeNull();
  });

  it('a wider scope adds no one: HR and a manager see only their own page’s people', () => {
    const sarah = person('3', '2');
    const managing = scopeOf(sarah, ['3', '5', '6', '7']);
    expect(ownPageView(managing, jordan)).toBeNull();
    expect(ownPageView(scopeOf(jordan, [], true), person('7', '6'))).toBeNull();
  });

  it('at the top of the chart, or managing themselves: no manager, no peers', () => {
    const top = person('1', null);
    expect(ownPageView(scopeOf(top, ['1']), person('2', null))).toBeNull();
    const selfMade = person('13', '13');
    expect(ownPageView(scopeOf(selfMade, ['13']), person('14', '13'))).toBeNull();
  });

  it('someone the organisation does not hold sees no one', () => {
    expect(ownPageView(EMPTY_SCOPE, jordan)).toBeNull();
  });
});
