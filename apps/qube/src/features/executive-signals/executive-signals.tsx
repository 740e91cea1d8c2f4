import type { ExecutiveSignal } from '@q/schemas/executive';
import {
  Badge,
  Card,
  CardDescription,
  CardHeader,
  CardTitle,
  PriorityBadge,
  priorityLabel,
} from '@q/ui';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon } from '../../lib/icons';
import * as S from './styled';
import { urgencyLabel, urgencyTone } from './urgency';

/** Executive Signals: what changed, why it matters and what to do, most urgent first. */
export function ExecutiveSignals({ signals }: { signals: readonly ExecutiveSignal[] }) {
  return (
    <Card aria-labelledby="executive-signals-title">
      <S.HeaderRow>
        <CardHeader>
          <CardTitle as="h2" id="executive-signals-title">
            Executive Signals
          </CardTitle>
          <CardDescription>What changed across the business, and what to do next.</CardDescription>
        </CardHeader>
        <S.MoreLink>
          <Link to="/qube/signals">
            All AI signals <ArrowRightIcon />
          </Link>
        </S.MoreLink>
      </S.HeaderRow>
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
    </Card>
  );
}
