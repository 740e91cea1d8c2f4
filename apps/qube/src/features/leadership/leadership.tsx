import type { PeopleData } from '@q/schemas/executive';
import { CardContent, ProgressBar } from '@q/ui';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import * as S from './styled';

/** Leadership Effectiveness: spans of control and manager effectiveness by department. */
export function Leadership({ leadership }: { leadership: PeopleData['leadership'] }) {
  return (
    <Widget
      titleId="leadership-title"
      title="Leadership Effectiveness"
      description="How our managers are spread and how well they lead."
      source="your HRIS and engagement surveys"
    >
      <CardContent>
        <StatList
          items={[
            { label: 'Avg. span of control', value: leadership.avgSpanOfControl },
            { label: 'Leadership ratio', value: leadership.leadershipRatio },
            { label: 'Manager effectiveness', value: `${leadership.managerEffectiveness}%` },
          ]}
        />
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
              {leadership.departments.map((department) => (
                <tr key={department.name}>
                  <th scope="row">{department.name}</th>
                  <td>{department.managers}</td>
                  <td>{department.reports}</td>
                  <td>{department.span}</td>
                  <td>
                    <S.Effectiveness>
                      <ProgressBar
                        value={department.effectiveness}
                        label={`${department.name} manager effectiveness`}
                        size="sm"
                      />
                      <span>{department.effectiveness}%</span>
                    </S.Effectiveness>
                  </td>
                </tr>
              ))}
            </tbody>
          </S.Table>
        </S.TableScroll>
      </CardContent>
    </Widget>
  );
}
