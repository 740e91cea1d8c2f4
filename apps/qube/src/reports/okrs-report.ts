import type { FunctionOkr, Objective } from '@q/schemas/executive';
import type { ExecutiveOkrsResponse, ExecutiveSource } from '@q/schemas/executive-people';
import {
  functionsNote,
  OKR_VIEW_LABELS,
  type OkrView,
  objectivesTitle,
} from '../features/okrs/okr-view';
import { syncedAtText } from '../lib/computed-from';
import { okrStatusLabel } from '../lib/okr-status';
import type { Report, ReportColumn, ReportHeading } from '../lib/report/report';

const percent = (value: number) => `${value}%`;
const PROGRESS: ReportColumn = { label: 'Progress', unit: '%', format: percent };

/** The company's synced objectives, as the page shows them in place of the sample's. */
export interface SyncedOkrs {
  source: ExecutiveSource;
  objectives: NonNullable<ExecutiveOkrsResponse['companyObjectives']>;
  functionalObjectives: number;
}

/**
 * The OKRs page as a report, from the data the page renders, in the view it shows: the Company
 * objectives with their key results (the company's synced ones, with their source, where the
 * page shows them), or the Functions roll-up (always the sample's).
 */
export function okrsReport(
  heading: ReportHeading,
  view: OkrView,
  fiscalYear: string,
  objectives: readonly Objective[],
  functions: readonly FunctionOkr[],
  synced?: SyncedOkrs,
): Report {
  const base = {
    ...heading,
    // The sample's figures say so in the files' headers.
    isSample: true,
    filters: [{ label: 'View', value: OKR_VIEW_LABELS[view] }],
  };
  if (view === 'company' && synced && synced.objectives.length > 0) {
    const { source } = synced;
    return {
      ...base,
      isSample: false,
      sections: [
        {
          title: objectivesTitle(fiscalYear),
          chart: {
            kind: 'bar',
            title: 'Objective progress',
            labels: synced.objectives.map((objective) => objective.title),
            series: [
              {
                label: 'Progress',
                values: synced.objectives.map((objective) => objective.progress),
                tone: 'primary',
              },
            ],
            format: percent,
            max: 100,
          },
          tables: [
            {
              id: 'objectives',
              title: 'Objectives',
              columns: [{ label: 'Objective' }, PROGRESS, { label: 'Source' }],
              rows: synced.objectives.map((objective) => [
                objective.title,
                objective.progress,
                `${source.provider}, synced ${syncedAtText(source.syncedAt)}`,
              ]),
            },
          ],
          notes: [
            `Computed from ${source.provider}, synced ${syncedAtText(source.syncedAt)}. Key results and status are not in the synced data.`,
          ],
        },
      ],
    };
  }
  if (view === 'functions') {
    return {
      ...base,
      sections: [
        {
          title: 'OKRs by Function',
          ...(synced && {
            notes: [functionsNote(synced.source.provider, synced.functionalObjectives)],
          }),
          chart: {
            kind: 'bar',
            title: 'OKR progress by function',
            labels: functions.map((okr) => okr.name),
            series: [
              { label: 'Progress', values: functions.map((okr) => okr.progress), tone: 'primary' },
            ],
            format: percent,
            max: 100,
          },
          tables: [
            {
              id: 'functions',
              title: 'Functions',
              columns: [
                { label: 'Function' },
                { label: 'Status' },
                PROGRESS,
                { label: 'Objectives', align: 'right' },
                { label: 'Key results', align: 'right' },
              ],
              rows: functions.map((okr) => [
                okr.name,
                okrStatusLabel(okr.status),
                okr.progress,
                okr.objectives,
                okr.keyResults,
              ]),
            },
          ],
        },
      ],
    };
  }
  return {
    ...base,
    sections: [
      {
        title: objectivesTitle(fiscalYear),
        chart: {
          kind: 'bar',
          title: 'Objective progress',
          labels: objectives.map((objective) => objective.title),
          series: [
            {
              label: 'Progress',
              values: objectives.map((objective) => objective.progress),
              tone: 'primary',
            },
          ],
          format: percent,
          max: 100,
        },
        tables: [
          {
            id: 'objectives',
            title: 'Objectives',
            columns: [{ label: 'Objective' }, { label: 'Status' }, PROGRESS],
            rows: objectives.map((objective) => [
              objective.title,
              okrStatusLabel(objective.status),
              objective.progress,
            ]),
          },
          {
            id: 'key-results',
            title: 'Key results',
            columns: [
              { label: 'Objective' },
              { label: 'Key result' },
              { label: 'Status' },
              PROGRESS,
            ],
            rows: objectives.flatMap((objective) =>
              objective.keyResults.map((keyResult) => [
                objective.title,
                keyResult.title,
                okrStatusLabel(keyResult.status),
                keyResult.progress,
              ]),
            ),
          },
        ],
      },
    ],
  };
}
