import type { KpiCard } from '@q/schemas/executive';
import type { ExecutiveSource } from '@q/schemas/executive-people';
import { formatSignedPercent, ProgressBar, SampleDataBadge, VisuallyHidden } from '@q/ui';
import { type ComponentType, useState } from 'react';
import { KPI_ANIMATION_DELAY_MS, KPI_ANIMATION_DURATION_MS } from '../../lib/constants';
import {
  AlertIcon,
  DollarIcon,
  PercentIcon,
  RepeatIcon,
  TrendDownIcon,
  TrendFlatIcon,
  TrendUpIcon,
} from '../../lib/icons';
import { ComputedBadge } from '../../lib/widget';
import {
  formatKpiValue,
  kpiDecimals,
  kpiDeltaTone,
  kpiTargetLine,
  progressToTarget,
} from './kpi-rules';
import * as S from './styled';
import { useCountUp } from './use-count-up';

const ICONS: Record<string, ComponentType> = {
  revenue: DollarIcon,
  margin: PercentIcon,
  retention: RepeatIcon,
  risk: AlertIcon,
};

const TREND_ICONS = { up: TrendUpIcon, down: TrendDownIcon, stable: TrendFlatIcon };

/**
 * A card as shown: the sample's, or computed from a connected source, saying how (`howComputed`)
 * and what its change is measured against (`deltaAgainst`: 'budget'; the sample's 'last period').
 */
export interface ShownKpi extends KpiCard {
  isComputed?: boolean;
  howComputed?: string;
  deltaAgainst?: string;
}

function KpiTile({
  kpi,
  isStopped,
  isSampleAmongComputed,
}: {
  kpi: ShownKpi;
  isStopped: boolean;
  isSampleAmongComputed: boolean;
}) {
  const decimals = kpiDecimals(kpi.value);
  const shown = useCountUp(kpi.value, KPI_ANIMATION_DELAY_MS, KPI_ANIMATION_DURATION_MS, isStopped);
  const Icon = ICONS[kpi.icon] ?? TrendUpIcon;
  const TrendIcon = TREND_ICONS[kpi.trend];
  return (
    <S.TileLink to="/qube/finance">
      <S.Head>
        <S.Title>{kpi.title}</S.Title>
        <S.IconBox>
          <Icon />
        </S.IconBox>
      </S.Head>
      {/* The counting number is for the eye; assistive technology reads the final value once. */}
      <S.Value aria-hidden="true" data-ui="kpi-value">
        {formatKpiValue(shown, kpi.unit, decimals)}
      </S.Value>
      <VisuallyHidden>{formatKpiValue(kpi.value, kpi.unit, decimals)}</VisuallyHidden>
      <S.Delta $tone={kpiDeltaTone(kpi)}>
        <TrendIcon />
        {formatSignedPercent(kpi.delta)}
        <span>vs {kpi.deltaAgainst ?? 'last period'}</span>
      </S.Delta>
      <S.Target>{kpiTargetLine(kpi)}</S.Target>
      {kpi.howComputed && <S.Target>{kpi.howComputed}</S.Target>}
      {isSampleAmongComputed && (
        <SampleDataBadge source="your finance system and CRM" align="start" />
      )}
      {!kpi.isLowerBetter && (
        <ProgressBar
          value={progressToTarget(kpi.value, kpi.target)}
          label={`${kpi.title} progress to target`}
          size="sm"
        />
      )}
    </S.TileLink>
  );
}

/**
 * The four KPI cards; each opens /qube/finance. Values count up from 0 after 100 ms; hovering or
 * focusing the cards stops the count at the final values (WCAG 2.2.2). With `computedFrom`, the
 * cards are badged with that source and each card still the sample's carries its own badge.
 */
export function KpiCards({
  kpis,
  computedFrom = null,
}: {
  kpis: readonly ShownKpi[];
  computedFrom?: ExecutiveSource | null;
}) {
  const [isStopped, setIsStopped] = useState(false);
  const stop = () => setIsStopped(true);
  return (
    <S.Section
      aria-labelledby="kpi-cards-title"
      onMouseEnter={stop}
      onFocus={stop}
      data-ui="widget"
    >
      <S.BadgeRow>
        <VisuallyHidden as="h2" id="kpi-cards-title">
          Key metrics
        </VisuallyHidden>
        {computedFrom ? (
          <ComputedBadge source={computedFrom} />
        ) : (
          <SampleDataBadge source="your finance system and CRM" />
        )}
      </S.BadgeRow>
      <S.Grid $columns={{ sm: 2, xl: 4 }}>
        {kpis.map((kpi) => (
          <li key={kpi.title}>
            <KpiTile
              kpi={kpi}
              isStopped={isStopped}
              isSampleAmongComputed={computedFrom !== null && !kpi.isComputed}
            />
          </li>
        ))}
      </S.Grid>
    </S.Section>
  );
}
