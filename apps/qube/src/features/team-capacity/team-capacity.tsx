import type { PeopleData } from '@q/schemas/executive';
import { CardContent, ProgressBar } from '@q/ui';
import { figureBadge } from '../../lib/figure-badge';
import type { WidgetProvenance } from '../../lib/people-figures';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import { utilizationHint } from './capacity-rules';
import * as S from './styled';

const SOURCE = 'your HRIS';

export interface TeamCapacityProps {
  capacity: PeopleData['capacity'];
  /** Where the figures come from; without it, all are the sample's. */
  provenance?: WidgetProvenance;
}

/** Team Capacity: headcount, open positions, span of control and utilisation. */
export function TeamCapacity({ capacity, provenance }: TeamCapacityProps) {
  const hint = utilizationHint(capacity.utilizationRate);
  return (
    <Widget
      titleId="team-capacity-title"
      title="Team Capacity"
      description="Who we have, who we need, how stretched we are."
      source={SOURCE}
      computedFrom={provenance?.computedFrom}
    >
      <CardContent>
        <StatList
          items={[
            {
              label: 'Total headcount',
              value: capacity.totalHeadcount,
              badge: figureBadge(provenance, 'totalHeadcount', SOURCE),
            },
            {
              label: 'Open positions',
              value: capacity.openPositions,
              badge: figureBadge(provenance, 'openPositions', 'your ATS'),
            },
            {
              label: 'Span of control',
              value: capacity.spanOfControl,
              hint: 'Reports per manager',
              badge: figureBadge(provenance, 'spanOfControl', SOURCE),
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
          {figureBadge(provenance, 'utilizationRate', 'your time-tracking or capacity planning')}
        </S.Utilization>
      </CardContent>
    </Widget>
  );
}
