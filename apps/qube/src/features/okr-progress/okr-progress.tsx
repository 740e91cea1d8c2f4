import type { FunctionOkr } from '@q/schemas/executive';
import { BarChart, Card, CardDescription, CardHeader, CardTitle } from '@q/ui';
import { okrStatusLabel, okrStatusTone } from '../../lib/okr-status';
import { okrProgressSummary } from './okr-progress-summary';

/** OKR Progress by function, as bars coloured and labelled by status. */
export function OkrProgress({ functions }: { functions: readonly FunctionOkr[] }) {
  return (
    <Card aria-labelledby="okr-progress-title">
      <CardHeader>
        <CardTitle as="h2" id="okr-progress-title">
          OKR Progress
        </CardTitle>
        <CardDescription>By function, with each one's status.</CardDescription>
      </CardHeader>
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
    </Card>
  );
}
