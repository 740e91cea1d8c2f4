import type { PeopleData } from '@q/schemas/executive';
import type { ExecutivePipelineStage } from '@q/schemas/executive-people';
import { CardContent, ProgressBar } from '@q/ui';
import { figureBadge } from '../../lib/figure-badge';
import type { WidgetProvenance } from '../../lib/people-figures';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import { offersAnsweredText, pipelineHealthText, stagesText, timeToFillHint } from './hiring-rules';
import * as S from './styled';

const SOURCE = 'your ATS';

export interface HiringPipelineProps {
  hiring: PeopleData['hiring'] & {
    /** Pipeline health as the sample's percent (default) or applications per opening. */
    pipelineUnit?: 'percent' | 'per-opening';
    /** The in-process applications by stage, said under pipeline health (computed only). */
    pipelineStages?: readonly ExecutivePipelineStage[] | null;
    /** The answered offers a computed acceptance rate is over. */
    offersAnswered?: number | null;
    /** What a channel counts: the sample's candidates (default) or a connected ATS's applications. */
    sourcingUnit?: 'candidates' | 'applications';
    /** What is not synced from the connected ATS, said under the channels. */
    notSynced?: string | null;
  };
  /** Where the figures come from; without it, all are the sample's. */
  provenance?: WidgetProvenance;
}

/** Hiring Pipeline: speed, health and acceptance, and where candidates come from. */
export function HiringPipeline({ hiring, provenance }: HiringPipelineProps) {
  const hint = timeToFillHint(hiring.timeToFill);
  const channelsBadge = figureBadge(provenance, 'sourcingChannels', SOURCE);
  const unit = hiring.sourcingUnit ?? 'candidates';
  const stages = hiring.pipelineStages?.length ? stagesText(hiring.pipelineStages) : null;
  const offers = hiring.offersAnswered == null ? null : offersAnsweredText(hiring.offersAnswered);
  return (
    <Widget
      titleId="hiring-pipeline-title"
      title="Hiring Pipeline"
      description="How fast and how well we hire."
      source={SOURCE}
      computedFrom={provenance?.computedFrom}
    >
      <CardContent>
        <StatList
          items={[
            {
              label: 'Time to fill',
              value: `${hiring.timeToFill} days`,
              hint: <S.Hint $tone={hint.tone}>{hint.text}</S.Hint>,
              badge: figureBadge(provenance, 'timeToFill', SOURCE),
            },
            {
              label: 'Pipeline health',
              value: pipelineHealthText(hiring.pipelineHealth, hiring.pipelineUnit ?? 'percent'),
              ...(stages && { hint: <S.Hint $tone="neutral">{stages}</S.Hint> }),
              badge: figureBadge(provenance, 'pipelineHealth', SOURCE),
            },
            {
              label: 'Offer acceptance',
              value: `${hiring.offerAcceptanceRate}%`,
              ...(offers && { hint: <S.Hint $tone="neutral">{offers}</S.Hint> }),
              badge: figureBadge(provenance, 'offerAcceptanceRate', SOURCE),
            },
          ]}
        />
        <S.SubTitle id="sourcing-channels-title">Sourcing channels</S.SubTitle>
        {channelsBadge}
        <S.Channels aria-labelledby="sourcing-channels-title">
          {hiring.sourcingChannels.map((channel) => (
            <S.Channel key={channel.name}>
              <S.ChannelHead>
                <span>
                  {channel.name} · {channel.percentage}%
                </span>
                <span>
                  {channel.candidates} {unit}
                </span>
              </S.ChannelHead>
              <ProgressBar
                value={channel.percentage}
                label={`${channel.name} share of ${unit}`}
                tone="primary"
                size="sm"
              />
            </S.Channel>
          ))}
        </S.Channels>
        {hiring.notSynced && <S.Note>{hiring.notSynced}</S.Note>}
      </CardContent>
    </Widget>
  );
}
