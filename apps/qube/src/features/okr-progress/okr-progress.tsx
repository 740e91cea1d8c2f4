import type { FunctionOkr } from '@q/schemas/executive';
import { BarChart } from '@q/ui';
import { okrStatusLabel, okrStatusTone } from '../../lib/okr-status';
import { Widget } from '../../lib/widget';
import { okrProgressSummary } from './okr-progress-summary';

/** OKR Progress by function, as bars coloured and labelled by status. */
export function OkrProgress({ functions }: { functions: readonly FunctionOkr[] }) {
  return (
    <Widget
      titleId="okr-progress-title"
      title="OKR Progress"
      description="By function, with each one's status."
      source="Workday or your OKR tool"
    >
      <BarChart
        title="OKR progress by function"
        summary={okrProgressSummary(functions)}
        labelHeader="Function"
        labels={functions.map((okr) => `${okr.name} · ${okrStatusLabel(okr.status)}`)}
        series={[
          {
            label: 'Progress',
            values: functions.map((okr) => okr.progress),
            tone: 'primary',
            tones: functions.map((okr) => okrStatusTone(okr.status)),
          },
        ]}
        formatValue={(value) => `${value}%`}
        max={100}
      />
    </Widget>
  );
}
