import { describe, expect, it } from 'vitest';
import { person } from '../test-company.js';
import { managerOf, orgChartOf } from './org-chart.js';

describe('orgChartOf', () => {
  it('groups direct reports by supervisor, in source-id order', () => {
    const chart = orgChartOf([
      person('m'),
      person('b', { supervisorSourceId: 'm' }),
      person('a', { supervisorSourceId: 'm' }),
    ]);
    expect(chart.directReports.get('m')?.map((p) => p.sourceId)).toEqual(['a', 'b']);
  });

  it('survives hostile org charts: self-supervision, cycles, duplicates, dangling ids', () => {
    const chart = orgChartOf([
      person('self', { supervisorSourceId: 'self' }),
      person('x', { supervisorSourceId: 'y' }),
      person('y', { supervisorSourceId: 'x' }),
      person('dup', { supervisorSourceId: 'x', name: 'First' }),
      person('dup', { supervisorSourceId: 'y', name: 'Second' }),
      person('orphan', { supervisorSourceId: 'gone' }),
      person('blank', { supervisorSourceId: '' }),
    ]);
    expect(chart.directReports.has('self')).toBe(false);
    expect(chart.directReports.get('x')?.map((p) => p.sourceId)).toEqual(['dup', 'y']);
    expect(chart.directReports.get('y')?.map((p) => p.sourceId)).toEqual(['x']);
    expect(chart.byId.get('dup')?.name).toBe('First');
    expect(chart.directReports.get('gone')?.map((p) => p.sourceId)).toEqual(['orphan']);
    expect(chart.directReports.has('')).toBe(false);
    const orphan = chart.byId.get('orphan');
    const self = chart.byId.get('self');
    expect(orphan && managerOf(chart, orphan)).toBeNull();
    expect(self && managerOf(chart, self)).toBeNull();
  });
});
