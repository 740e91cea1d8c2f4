import type { PeopleData } from '@q/schemas/executive';
import { CardContent, ProgressBar } from '@q/ui';
import { StatList } from '../../lib/stat-list';
import { Widget } from '../../lib/widget';
import { timeToFillHint } from './hiring-rules';
import * as S from './styled';

/** Hiring Pipeline: speed, health and acceptance, and where candidates come from. */
export function HiringPipeline({ hiring }: { hiring: PeopleData['hiring'] }) {
  const hint = timeToFillHint(hiring.timeToFill);
  return (
    <Widget
      titleId="hiring-pipeline-title"
      title="Hiring Pipeline"
      description="How fast and how well we hire."
      source="your ATS"
    >
      <CardContent>
        <StatList
          items={[
            {
              label: 'Time to fill',
              value: `${hiring.timeToFill} days`,
              hint: <S.Hint $tone={hint.tone}>{hint.text}</S.Hint>,
            },
            { label: 'Pipeline health', value: `${hiring.pipelineHealth}%` },
            { label: 'Offer acceptance', value: `${hiring.offerAcceptanceRate}%` },
          ]}
        />
        <S.SubTitle id="sourcing-channels-title">Sourcing channels</S.SubTitle>
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
      </CardContent>
    </Widget>
  );
}
