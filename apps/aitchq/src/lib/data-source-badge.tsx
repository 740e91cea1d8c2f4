import type { DataSourceState } from '@q/schemas/enums';
import { Badge, type BadgeVariant } from '@q/ui';
import { DATA_SOURCE_LABELS } from './data-source';

const VARIANTS: Record<DataSourceState, BadgeVariant> = {
  connected: 'success',
  loading: 'neutral',
  fallback: 'warning',
  error: 'danger',
  unknown: 'outline',
};

/** Where a widget's data came from (SPEC §4): Live, loading, stored fallback, error, unknown. */
export function DataSourceBadge({ state }: { state: DataSourceState }) {
  return (
    <Badge variant={VARIANTS[state]} data-ui="data-source" data-state={state}>
      {DATA_SOURCE_LABELS[state]}
    </Badge>
  );
}
