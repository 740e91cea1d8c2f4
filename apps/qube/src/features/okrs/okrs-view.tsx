import type { FunctionOkr, Objective } from '@q/schemas/executive';
import type { ExecutiveOkrsResponse, ExecutiveSource } from '@q/schemas/executive-people';
import { Badge, Card, CardTitle, ProgressBar, SampleDataBadge } from '@q/ui';
import { okrStatusLabel, okrStatusTone } from '../../lib/okr-status';
import { ComputedBadge } from '../../lib/widget';
import {
  functionsNote,
  OKR_SOURCES,
  OKR_VIEW_LABELS,
  type OkrView,
  objectivesTitle,
} from './okr-view';
import * as S from './styled';

function ObjectiveCard({ objective }: { objective: Objective }) {
  const tone = okrStatusTone(objective.status);
  return (
    <Card as="li" aria-labelledby={`objective-${objective.id}`}>
      <S.HeadRow>
        <CardTitle id={`objective-${objective.id}`}>{objective.title}</CardTitle>
        <Badge variant={tone}>{okrStatusLabel(objective.status)}</Badge>
      </S.HeadRow>
      <S.ProgressRow>
        <ProgressBar value={objective.progress} label={`${objective.title} progress`} tone={tone} />
        <S.Percent>{objective.progress}%</S.Percent>
      </S.ProgressRow>
      <S.KeyResults aria-label={`Key results of ${objective.title}`}>
        {objective.keyResults.map((keyResult) => {
          const krTone = okrStatusTone(keyResult.status);
          return (
            <S.KeyResult key={keyResult.title}>
              <S.KeyResultHead>
                <span>{keyResult.title}</span>
                <Badge variant={krTone}>{okrStatusLabel(keyResult.status)}</Badge>
              </S.KeyResultHead>
              <S.ProgressRow>
                <ProgressBar
                  value={keyResult.progress}
                  label={`${keyResult.title} progress`}
                  tone={krTone}
                  size="sm"
                />
                <S.Percent>{keyResult.progress}%</S.Percent>
              </S.ProgressRow>
            </S.KeyResult>
          );
        })}
      </S.KeyResults>
    </Card>
  );
}

type SyncedObjective = NonNullable<ExecutiveOkrsResponse['companyObjectives']>[number];

/** An objective as synced: its title and progress; the source gives no key results or status. */
function SyncedObjectiveCard({ objective }: { objective: SyncedObjective }) {
  const id = `synced-objective-${objective.id.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return (
    <Card as="li" aria-labelledby={id}>
      <S.HeadRow>
        <CardTitle id={id}>{objective.title}</CardTitle>
      </S.HeadRow>
      <S.ProgressRow>
        <ProgressBar value={objective.progress} label={`${objective.title} progress`} />
        <S.Percent>{objective.progress}%</S.Percent>
      </S.ProgressRow>
      <S.Counts>Key results and status are not in the synced data.</S.Counts>
    </Card>
  );
}

function FunctionCard({ okr }: { okr: FunctionOkr }) {
  const tone = okrStatusTone(okr.status);
  const id = `function-${okr.name.toLowerCase()}`;
  return (
    <Card as="li" aria-labelledby={id}>
      <S.HeadRow>
        <CardTitle id={id}>{okr.name}</CardTitle>
        <Badge variant={tone}>{okrStatusLabel(okr.status)}</Badge>
      </S.HeadRow>
      <S.ProgressRow>
        <ProgressBar value={okr.progress} label={`${okr.name} OKR progress`} tone={tone} />
        <S.Percent>{okr.progress}%</S.Percent>
      </S.ProgressRow>
      <S.Counts>
        {okr.objectives} objectives · {okr.keyResults} key results
      </S.Counts>
    </Card>
  );
}

export interface OkrsViewProps {
  /** The fiscal year of the company objectives ('FY26'). */
  fiscalYear: string;
  objectives: readonly Objective[];
  functions: readonly FunctionOkr[];
  /** The view shown; the page holds it, so that its export shows the same. */
  view: OkrView;
  onViewChange: (view: OkrView) => void;
  /**
   * The company's objectives synced from its HRIS, and how many functional ones: shown in place
   * of the sample's company objectives when there are any. The functions stay the sample's (the
   * synced objectives name no function).
   */
  synced?: {
    source: ExecutiveSource;
    objectives: readonly SyncedObjective[];
    functionalObjectives: number;
  };
}

/** The OKRs page body: the Company/Functions toggle (Company first) and the chosen view. */
export function OkrsView({
  fiscalYear,
  objectives,
  functions,
  view,
  onViewChange,
  synced,
}: OkrsViewProps) {
  const syncedObjectives = synced && synced.objectives.length > 0 ? synced : undefined;
  return (
    <S.View>
      <S.Toggle role="group" aria-label="OKR view">
        {(Object.keys(OKR_VIEW_LABELS) as OkrView[]).map((option) => (
          <S.ToggleButton
            key={option}
            type="button"
            aria-pressed={view === option}
            onClick={() => onViewChange(option)}
          >
            {OKR_VIEW_LABELS[option]}
          </S.ToggleButton>
        ))}
      </S.Toggle>
      {view === 'company' ? (
        <section aria-labelledby="okrs-company-title" data-ui="widget">
          <S.View>
            <S.TitleRow>
              <S.SubTitle as="h2" id="okrs-company-title">
                {objectivesTitle(fiscalYear)}
              </S.SubTitle>
              {syncedObjectives ? (
                <ComputedBadge source={syncedObjectives.source} />
              ) : (
                <SampleDataBadge source={OKR_SOURCES} />
              )}
            </S.TitleRow>
            <S.Grid>
              {syncedObjectives
                ? syncedObjectives.objectives.map((objective) => (
                    <SyncedObjectiveCard key={objective.id} objective={objective} />
                  ))
                : objectives.map((objective) => (
                    <ObjectiveCard key={objective.id} objective={objective} />
                  ))}
            </S.Grid>
          </S.View>
        </section>
      ) : (
        <section aria-labelledby="okrs-functions-title" data-ui="widget">
          <S.View>
            <S.TitleRow>
              <S.SubTitle as="h2" id="okrs-functions-title">
                OKRs by Function
              </S.SubTitle>
              <SampleDataBadge source={OKR_SOURCES} />
            </S.TitleRow>
            {synced && (
              <S.Counts>
                {functionsNote(synced.source.provider, synced.functionalObjectives)}
              </S.Counts>
            )}
            <S.Grid>
              {functions.map((okr) => (
                <FunctionCard key={okr.name} okr={okr} />
              ))}
            </S.Grid>
          </S.View>
        </section>
      )}
    </S.View>
  );
}
