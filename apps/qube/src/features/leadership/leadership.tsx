import type { PeopleData } from '@q/schemas/executive';
import { CardContent, ProgressBar } from '@q/ui';
import { figureBadge } from '../../lib/figure-badge';
import type { DepartmentRow, WidgetProvenance } from '../../lib/people-figures';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import * as S from './styled';

const SOURCE = 'your HRIS and engagement surveys';

export interface LeadershipProps {
  leadership: Omit<PeopleData['leadership'], 'departments'> & {
    departments: readonly DepartmentRow[];
    /** Departments left out for holding fewer than `minGroupSize` people. */
    suppressedDepartments?: number;
    minGroupSize?: number;
  };
  /** Where the figures come from; without it, all are the sample's. */
  provenance?: WidgetProvenance;
}

/** Leadership Effectiveness: spans of control and manager effectiveness by department. */
export function Leadership({ leadership, provenance }: LeadershipProps) {
  const suppressed = leadership.suppressedDepartments ?? 0;
  return (
    <Widget
      titleId="leadership-title"
      title="Leadership Effectiveness"
      description="How our managers are spread and how well they lead."
      source={SOURCE}
      computedFrom={provenance?.computedFrom}
    >
      <CardContent>
        <StatList
          items={[
            {
              label: 'Avg. span of control',
              value: leadership.avgSpanOfControl,
              badge: figureBadge(provenance, 'avgSpanOfControl', 'your HRIS'),
            },
            {
              label: 'Leadership ratio',
              value: leadership.leadershipRatio,
              badge: figureBadge(provenance, 'leadershipRatio', 'your HRIS'),
            },
            {
              label: 'Manager effectiveness',
              value: `${leadership.managerEffectiveness}%`,
              badge: figureBadge(provenance, 'managerEffectiveness', 'your engagement surveys'),
            },
          ]}
        />
        {figureBadge(provenance, 'departments', 'your HRIS')}
        <S.TableScroll>
          <S.Table>
            <caption>Departments</caption>
            <thead>
              <tr>
                <th scope="col">Department</th>
                <th scope="col">Managers</th>
                <th scope="col">Reports</th>
                <th scope="col">Span</th>
                <th scope="col">Effectiveness</th>
              </tr>
            </thead>
            <tbody>
              {leadership.departments.length === 0 && (
                <tr>
                  <td colSpan={5}>
                    <S.NotSynced>
                      No department has {leadership.minGroupSize ?? 0} or more people.
                    </S.NotSynced>
                  </td>
                </tr>
              )}
              {leadership.departments.map((department) => (
                <tr key={department.name}>
                  <th scope="row">{department.name}</th>
                  <td>{department.managers}</td>
                  <td>{department.reports}</td>
                  <td>{department.span ?? '—'}</td>
                  <td>
                    {department.effectiveness === null ? (
                      <S.NotSynced>Not in the synced data</S.NotSynced>
                    ) : (
                      <S.Effectiveness>
                        <ProgressBar
                          value={department.effectiveness}
                          label={`${department.name} manager effectiveness`}
                          size="sm"
                        />
                        <span>{department.effectiveness}%</span>
                      </S.Effectiveness>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </S.Table>
        </S.TableScroll>
        {suppressed > 0 && (
          <S.NotSynced as="p">
            {suppressed} department{suppressed === 1 ? '' : 's'} of fewer than{' '}
            {leadership.minGroupSize} people not shown.
          </S.NotSynced>
        )}
      </CardContent>
    </Widget>
  );
}
