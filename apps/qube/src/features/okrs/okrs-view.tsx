import type { FunctionOkr, Objective } from '@q/schemas/executive';
import { Badge, Card, CardTitle, ProgressBar } from '@q/ui';
import { useState } from 'react';
import { okrStatusLabel, okrStatusTone } from '../../lib/okr-status';
import * as S from './styled';

type OkrView = 'company' | 'functions';

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
  objectives: readonly Objective[];
  functions: readonly FunctionOkr[];
}

/** The OKRs page body: the Company/Functions toggle (Company first) and the chosen view. */
export function OkrsView({ objectives, functions }: OkrsViewProps) {
  const [view, setView] = useState<OkrView>('company');
  return (
    <S.View>
      <S.Toggle role="group" aria-label="OKR view">
        <S.ToggleButton
          type="button"
          aria-pressed={view === 'company'}
          onClick={() => setView('company')}
        >
          Company
        </S.ToggleButton>
        <S.ToggleButton
          type="button"
          aria-pressed={view === 'functions'}
          onClick={() => setView('functions')}
        >
          Functions
        </S.ToggleButton>
      </S.Toggle>
      {view === 'company' ? (
        <section aria-labelledby="okrs-company-title">
          <S.View>
            <S.SubTitle as="h2" id="okrs-company-title">
              FY25 Company Objectives
            </S.SubTitle>
            <S.Grid>
              {objectives.map((objective) => (
                <ObjectiveCard key={objective.id} objective={objective} />
              ))}
            </S.Grid>
          </S.View>
        </section>
      ) : (
        <section aria-labelledby="okrs-functions-title">
          <S.View>
            <S.SubTitle as="h2" id="okrs-functions-title">
              OKRs by Function
            </S.SubTitle>
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
