import type { PeopleData } from '@q/schemas/executive';
import { CardContent, ProgressBar } from '@q/ui';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import { utilizationHint } from './capacity-rules';
import * as S from './styled';

/** Team Capacity: headcount, open positions, span of control and utilisation. */
export function TeamCapacity({ capacity }: { capacity: PeopleData['capacity'] }) {
  const hint = utilizationHint(capacity.utilizationRate);
  return (
    <Widget
      titleId="team-capacity-title"
      title="Team Capacity"
      description="Who we have, who we need, how stretched we are."
      source="your HRIS"
    >
      <CardContent>
        <StatList
          items={[
            { label: 'Total headcount', value: capacity.totalHeadcount },
            { label: 'Open positions', value: capacity.openPositions },
            {
              label: 'Span of control',
              value: capacity.spanOfControl,
              hint: 'Reports per manager',
            },
          ]}
        />
        <S.Utilization>
          <S.UtilizationHead>
            <span>Utilization</span>
            <span>{capacity.utilizationRate}%</span>
          </S.UtilizationHead>
          <ProgressBar value={capacity.utilizationRate} label="Utilization" tone={hint.tone} />
          <S.Hint $tone={hint.tone}>{hint.text}</S.Hint>
        </S.Utilization>
      </CardContent>
    </Widget>
  );
}
