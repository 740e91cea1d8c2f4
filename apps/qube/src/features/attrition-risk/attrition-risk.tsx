import type { PeopleData } from '@q/schemas/executive';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@q/ui';
import { StatList } from '../../lib/stat-list';
import { attritionRiskLevel } from './attrition-rules';
import * as S from './styled';

/** Attrition Risk: the rates, the overall score and the roles most likely to leave. */
export function AttritionRisk({ attrition }: { attrition: PeopleData['attrition'] }) {
  return (
    <Card aria-labelledby="attrition-risk-title">
      <CardHeader>
        <CardTitle as="h2" id="attrition-risk-title">
          Attrition Risk
        </CardTitle>
        <CardDescription>Annual rates and the roles to watch.</CardDescription>
      </CardHeader>
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
    </Card>
  );
}
