import type { AiPanelActionItem, Signal } from '@q/schemas/executive';
import { formatShare, PriorityBadge, SampleDataBadge, SidePanel } from '@q/ui';
import { Link } from '@tanstack/react-router';
import { SIGNAL_SOURCES } from '../../lib/constants';
import { ArrowRightIcon } from '../../lib/icons';
import { aiSummary } from './ai-summary';
import * as S from './styled';

export interface AiInsightsPanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  signals: readonly Signal[];
  actions: readonly AiPanelActionItem[];
}

/** The AI Insights side panel: the summary of the signals and the actions that wait. */
export function AiInsightsPanel({ open, onOpenChange, signals, actions }: AiInsightsPanelProps) {
  const summary = aiSummary(signals);
  const confidence =
    summary.averageConfidence === null ? '—' : formatShare(summary.averageConfidence);
  const urgent = signals.filter((signal) => signal.priority === 'High');
  return (
    <SidePanel
      open={open}
      onOpenChange={onOpenChange}
      title="AI Insights"
      description="What the signals say, and what needs a decision."
      closeLabel="Close AI Insights"
    >
      <S.SummaryBox aria-labelledby="ai-summary-title">
        <S.SummaryHead>
          <S.SectionTitle id="ai-summary-title">AI Summary</S.SectionTitle>
          <SampleDataBadge source={SIGNAL_SOURCES} />
        </S.SummaryHead>
        <S.Figures>
          <div>
            <dt>High priority</dt>
            <dd>{summary.highPriority}</dd>
          </div>
          <div>
            <dt>Signals</dt>
            <dd>{summary.total}</dd>
          </div>
          <div>
            <dt>Avg. confidence</dt>
            <dd>{confidence}</dd>
          </div>
        </S.Figures>
        <S.Text>
          {summary.highPriority} of {summary.total} signals are high priority, with an average
          confidence of {confidence}.
        </S.Text>
      </S.SummaryBox>

      <S.Section aria-labelledby="ai-actions-title">
        <S.SectionTitle id="ai-actions-title">Recommended actions</S.SectionTitle>
        <S.List>
          {actions.map((action) => (
            <S.Item key={action.title}>
              <S.ItemHead>
                <S.ItemTitle>{action.title}</S.ItemTitle>
                <PriorityBadge priority={action.priority}>{action.priority}</PriorityBadge>
              </S.ItemHead>
              <S.Text>{action.description}</S.Text>
              <S.Meta>From {action.system}</S.Meta>
            </S.Item>
          ))}
        </S.List>
      </S.Section>

      <S.Section aria-labelledby="ai-urgent-title">
        <S.SectionTitle id="ai-urgent-title">High-priority signals</S.SectionTitle>
        <S.List>
          {urgent.map((signal) => (
            <S.Item key={signal.id}>
              <S.ItemTitle>{signal.title}</S.ItemTitle>
              <S.Meta>
                {signal.category} · {signal.source} ·{' '}
                {signal.confidence === undefined
                  ? 'no confidence score'
                  : `${formatShare(signal.confidence)} confidence`}
              </S.Meta>
            </S.Item>
          ))}
        </S.List>
        <Link to="/qube/signals">
          Open AI Signals <ArrowRightIcon />
        </Link>
      </S.Section>
    </SidePanel>
  );
}
