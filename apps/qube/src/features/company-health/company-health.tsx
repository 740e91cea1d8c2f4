import type { HealthArea } from '@q/schemas/executive';
import { Badge, ProgressBar } from '@q/ui';
import { useTheme } from 'styled-components';
import { TrendDownIcon, TrendFlatIcon, TrendUpIcon } from '../../lib/icons';
import { Widget } from '../../lib/widget';
import { healthLabel, healthTone, trendLabel } from './health-rules';
import * as S from './styled';

const TREND_ICONS = { up: TrendUpIcon, down: TrendDownIcon, stable: TrendFlatIcon };

/** The Company Health grid: Product, GTM, Operations and People, each scored out of 100. */
export function CompanyHealth({ areas }: { areas: readonly HealthArea[] }) {
  const theme = useTheme();
  return (
    <Widget
      titleId="company-health-title"
      title="Company Health"
      description="Each area scored out of 100."
      source="your product analytics, CRM, finance system and HRIS"
    >
      <S.Grid>
        {areas.map((area) => {
          const TrendIcon = TREND_ICONS[area.trend];
          return (
            <S.Area key={area.area} $color={theme.colors.health[area.status]}>
              <S.AreaHead>
                <S.AreaName>{area.area}</S.AreaName>
                <Badge variant={healthTone(area.status)}>{healthLabel(area.status)}</Badge>
              </S.AreaHead>
              <S.Score>
                {area.score}
                <span>/100</span>
              </S.Score>
              <ProgressBar
                value={area.score}
                label={`${area.area} health score`}
                color={theme.colors.health[area.status]}
                size="sm"
              />
              <S.Trend>
                <TrendIcon />
                {trendLabel(area.trend)}
              </S.Trend>
              <S.Insight>{area.insight}</S.Insight>
            </S.Area>
          );
        })}
      </S.Grid>
    </Widget>
  );
}
