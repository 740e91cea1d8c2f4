import type { PeopleData } from '@q/schemas/executive';
import { Badge, CardContent, formatDate } from '@q/ui';
import { figureBadge } from '../../lib/figure-badge';
import type { WidgetProvenance } from '../../lib/people-figures';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import { attritionRiskLevel } from './attrition-rules';
import * as S from './styled';

const SOURCE = 'your HRIS';

export interface AttritionRiskProps {
  attrition: PeopleData['attrition'] & {
    /** The first day leavers were counted from, when the rate is computed. */
    since?: string | null;
    leavers?: number | null;
  };
  /** Where the figures come from; without it, all are the sample's. */
  provenance?: WidgetProvenance;
}

/** Attrition Risk: the rates, the overall score and the roles most likely to leave. */
export function AttritionRisk({ attrition, provenance }: AttritionRiskProps) {
  const rolesBadge = figureBadge(provenance, 'highRiskRoles', SOURCE);
  const { since, leavers } = attrition;
  return (
    <Widget
      titleId="attrition-risk-title"
      title="Attrition Risk"
      description="Annual rates and the roles to watch."
      source={SOURCE}
      computedFrom={provenance?.computedFrom}
    >
      <CardContent>
        <StatList
          items={[
            {
              label: 'Attrition rate',
              value: `${attrition.currentRate}%`,
              hint:
                since != null && leavers != null
                  ? `${leavers} leaver${leavers === 1 ? '' : 's'} since ${formatDate(since)}, over the average headcount`
                  : undefined,
              badge: figureBadge(provenance, 'currentRate', SOURCE),
            },
            {
              label: 'Voluntary',
              value: `${attrition.voluntaryRate}%`,
              badge: figureBadge(provenance, 'voluntaryRate', SOURCE),
            },
            {
              label: 'Risk score',
              value: attrition.riskScore,
              hint: 'Out of 100',
              badge: figureBadge(provenance, 'riskScore', SOURCE),
            },
          ]}
        />
        <S.SubTitle id="high-risk-roles-title">High-risk roles</S.SubTitle>
        {rolesBadge}
        <S.Roles aria-labelledby="high-risk-roles-title">
          {attrition.highRiskRoles.map((role) => {
            const level = attritionRiskLevel(role.risk);
            return (
              <S.Role key={role.role}>
                <S.RoleName>
                  <span>{role.role}</span>
                  <span>Average tenure {role.tenure}</span>
                </S.RoleName>
                <Badge variant={level.tone}>
                  {level.label} · {role.risk}% risk
                </Badge>
              </S.Role>
            );
          })}
        </S.Roles>
      </CardContent>
    </Widget>
  );
}
