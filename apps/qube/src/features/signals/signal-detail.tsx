import type { Signal } from '@q/schemas/executive';
import { Badge, Button, Dialog, formatShare, PriorityBadge } from '@q/ui';
import { LinkIcon, ShareIcon, TaskIcon } from '../../lib/icons';
import * as S from './styled';

export interface SignalDetailProps {
  signal: Signal | null;
  onClose: () => void;
}

/** The detail modal of a signal: summary, why it matters, recommended actions, quick links. */
export function SignalDetail({ signal, onClose }: SignalDetailProps) {
  return (
    <Dialog
      open={signal !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={signal?.title ?? ''}
      description={signal ? `${signal.category} · ${signal.source} · ${signal.timestamp}` : ''}
      closeLabel="Close signal details"
    >
      {signal && (
        <>
          <S.DetailBadges>
            <PriorityBadge priority={signal.priority} />
            {signal.confidence !== undefined && (
              <Badge variant="outline">{formatShare(signal.confidence)} confidence</Badge>
            )}
          </S.DetailBadges>
          <S.DetailSection aria-labelledby="signal-summary">
            <h3 id="signal-summary">Summary</h3>
            <p>{signal.summary}</p>
          </S.DetailSection>
          <S.DetailSection aria-labelledby="signal-impact">
            <h3 id="signal-impact">Why it matters</h3>
            <p>{signal.impact}</p>
          </S.DetailSection>
          <S.DetailSection aria-labelledby="signal-actions">
            <h3 id="signal-actions">Recommended actions</h3>
            <ol>
              {signal.actions.map((action) => (
                <li key={action}>{action}</li>
              ))}
            </ol>
          </S.DetailSection>
          {signal.tags.length > 0 && (
            <S.DetailSection aria-labelledby="signal-tags">
              <h3 id="signal-tags">Tags</h3>
              <S.Tags>
                {signal.tags.map((tag) => (
                  <S.Tag key={tag}>{tag}</S.Tag>
                ))}
              </S.Tags>
            </S.DetailSection>
          )}
          <S.DetailSection aria-labelledby="signal-links">
            <h3 id="signal-links">Quick links</h3>
            {/* Inert in the product: the sample data is connected to no CRM or task tool. */}
            <S.QuickLinks>
              <Button variant="outline" size="sm">
                <LinkIcon />
                View in CRM
              </Button>
              <Button variant="outline" size="sm">
                <TaskIcon />
                Create Task
              </Button>
              <Button variant="outline" size="sm">
                <ShareIcon />
                Share with Team
              </Button>
            </S.QuickLinks>
          </S.DetailSection>
        </>
      )}
    </Dialog>
  );
}
