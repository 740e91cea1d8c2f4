import type { PeopleData } from '@q/schemas/executive';
import { CardContent, ProgressBar } from '@q/ui';
import { figureBadge } from '../../lib/figure-badge';
import type { WidgetProvenance } from '../../lib/people-figures';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import { pipelineHealthText, timeToFillHint } from './hiring-rules';
import * as S from './styled';

const SOURCE = 'your ATS';

export interface HiringPipelineProps {
  hiring: PeopleData['hiring'] & {
    /** Pipeline health as the sample's percent (default) or applications per opening. */
    pipelineUnit?: 'percent' | 'per-opening';
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
              badge: figureBadge(provenance, 'pipelineHealth', SOURCE),
            },
            {
              label: 'Offer acceptance',
              value: `${hiring.offerAcceptanceRate}%`,
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
                <span>{channel.candidates} candidates</span>
              </S.ChannelHead>
              <ProgressBar
                value={channel.percentage}
                label={`${channel.name} share of candidates`}
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
