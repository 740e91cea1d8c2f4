import type { ExecutiveSignal } from '@q/schemas/executive';
import { Badge, PriorityBadge, priorityLabel } from '@q/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon } from '../../lib/icons';
import { Widget } from '../../lib/widget';
import * as S from './styled';
import { urgencyLabel, urgencyTone } from './urgency';

/** Executive Signals: what changed, why it matters and what to do, most urgent first. */
export function ExecutiveSignals({ signals }: { signals: readonly ExecutiveSignal[] }) {
  return (
    <Widget
      titleId="executive-signals-title"
      title="Executive Signals"
      description="What changed across the business, and what to do next."
      source="your CRM, product analytics and market feeds"
      aside={
        <S.MoreLink>
          <Link to="/qube/signals">
            All AI signals <ArrowRightIcon />
          </Link>
        </S.MoreLink>
      }
    >
      <S.List>
        {signals.map((signal) => (
          <S.Item key={signal.id}>
            <S.Badges>
              <PriorityBadge priority={signal.impact}>
                {priorityLabel(signal.impact)} impact
              </PriorityBadge>
              <Badge variant={urgencyTone(signal.urgency)}>{urgencyLabel(signal.urgency)}</Badge>
              <Badge variant="outline">{signal.category}</Badge>
            </S.Badges>
            <S.Title>{signal.title}</S.Title>
            <S.Text>{signal.description}</S.Text>
            <S.Recommendation>
              <strong>Recommendation:</strong> {signal.recommendation}
            </S.Recommendation>
            <S.Meta>
              {signal.source} · {signal.timeframe}
            </S.Meta>
          </S.Item>
        ))}
      </S.List>
    </Widget>
  );
}
