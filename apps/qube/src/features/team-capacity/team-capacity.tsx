import type { PeopleData } from '@q/schemas/executive';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, ProgressBar } from '@q/ui';
import { StatList } from '../../lib/stat-list';
import { utilizationHint } from './capacity-rules';
import * as S from './styled';

/** Team Capacity: headcount, open positions, span of control and utilisation. */
export function TeamCapacity({ capacity }: { capacity: PeopleData['capacity'] }) {
  const hint = utilizationHint(capacity.utilizationRate);
  return (
    <Card aria-labelledby="team-capacity-title">
      <CardHeader>
        <CardTitle as="h2" id="team-capacity-title">
          Team Capacity
        </CardTitle>
        <CardDescription>Who we have, who we need, how stretched we are.</CardDescription>
      </CardHeader>
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
    </Card>
  );
}
