import { RotationToggle } from '../../lib/rotation-toggle';
import { HEADLINE_ROTATION_MS } from '../../lib/timings';
import { useRotation } from '../../lib/use-rotation';
import { HEADLINE_MESSAGES } from './content';
import * as S from './styled';

/**
 * The five headline messages, one every 3 s. Hovering or focusing it pauses it; the dots pick a
 * message. Screen readers hear a message only when it changes at the visitor's hand.
 */
export function RotatingHeadline() {
  const rotation = useRotation({
    count: HEADLINE_MESSAGES.length,
    intervalMs: HEADLINE_ROTATION_MS,
  });
  const message = HEADLINE_MESSAGES[rotation.index];
  if (!message) return null;
  return (
    <S.Headline
      role="group"
      aria-roledescription="rotating headline"
      aria-label="What Q does for you"
      {...rotation.pauseHandlers}
    >
      <S.HeadlineMessage aria-live={rotation.isRotating ? 'off' : 'polite'} aria-atomic="true">
        <S.HeadlineKeyword key={message.keyword}>
          For your <strong>{message.keyword}</strong>
        </S.HeadlineKeyword>
        <S.HeadlineText key={message.text} data-ui="headline-message">
          {message.text}
        </S.HeadlineText>
      </S.HeadlineMessage>
      <S.HeadlineControls>
        <S.Dots>
          {HEADLINE_MESSAGES.map((candidate, index) => (
            <li key={candidate.keyword}>
              <S.Dot
                type="button"
                aria-label={`Show the ${candidate.keyword} message`}
                aria-pressed={index === rotation.index}
                onClick={() => rotation.select(index)}
              />
            </li>
          ))}
        </S.Dots>
        <RotationToggle rotation={rotation} what="headline" />
      </S.HeadlineControls>
    </S.Headline>
  );
}
