import type { AssistantAnswer } from '@q/api-client';
import { Badge } from '@q/ui';
import { Link } from '@tanstack/react-router';
import { ClockText } from '../../lib/clock-text';
import { useNow } from '../../lib/use-now';
import { widgetLinkTarget } from '../../lib/widget-anchors';
import { answerBlocks, sourcesText } from './connected-answer';
import * as S from './styled';

/**
 * One answer from the connected data, as plain text (never markup): its lines, a list where the
 * lines are one; what the assistant can answer when it could not answer this; links to the
 * widgets the figures come from; and where and how fresh they are. 'AI generated' only when a
 * language model worded it.
 */
export function ConnectedAnswer({ answer }: { answer: AssistantAnswer }) {
  const now = useNow();
  const blocks = answerBlocks(answer.text, answer.capabilities);
  const provenance = sourcesText(answer.sources, now);
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'text' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: an answer's lines never change
          <p key={index}>{block.text}</p>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <S.AnswerList key={index}>
            {block.items.map((item, itemIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two rows may read the same
              <li key={itemIndex}>{item}</li>
            ))}
          </S.AnswerList>
        ),
      )}
      {answer.capabilities.length > 0 && (
        <S.AnswerList aria-label="What I can answer" data-ui="assistant-capabilities">
          {answer.capabilities.map((capability) => (
            <li key={capability}>{capability}</li>
          ))}
        </S.AnswerList>
      )}
      {answer.note && <S.AnswerMeta>{answer.note}</S.AnswerMeta>}
      {answer.links.length > 0 && (
        <S.AnswerLinks aria-label="Where to see it">
          {answer.links.map((link) => (
            <li key={`${link.widget} ${link.label}`}>
              <Link {...widgetLinkTarget(link.widget)}>{link.label}</Link>
            </li>
          ))}
        </S.AnswerLinks>
      )}
      {(provenance || answer.answeredBy === 'model') && (
        <S.AnswerMeta data-ui="assistant-provenance">
          {answer.answeredBy === 'model' && <Badge variant="info">AI generated</Badge>}
          {provenance && <ClockText>{provenance}</ClockText>}
        </S.AnswerMeta>
      )}
    </>
  );
}
