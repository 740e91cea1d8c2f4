import type { PeopleData } from '@q/schemas/executive';
import { Badge, CardContent } from '@q/ui';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import { attritionRiskLevel } from './attrition-rules';
import * as S from './styled';

/** Attrition Risk: the rates, the overall score and the roles most likely to leave. */
export function AttritionRisk({ attrition }: { attrition: PeopleData['attrition'] }) {
  return (
    <Widget
      titleId="attrition-risk-title"
      title="Attrition Risk"
      description="Annual rates and the roles to watch."
      source="your HRIS"
    >
      <CardContent>
        <StatList
          items={[
            { label: 'Attrition rate', value: `${attrition.currentRate}%` },
            { label: 'Voluntary', value: `${attrition.voluntaryRate}%` },
            { label: 'Risk score', value: attrition.riskScore, hint: 'Out of 100' },
          ]}
        />
        <S.SubTitle id="high-risk-roles-title">High-risk roles</S.SubTitle>
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
