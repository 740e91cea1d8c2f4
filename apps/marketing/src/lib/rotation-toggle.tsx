import { PauseIcon, PlayIcon } from './icons';
import * as S from './rotation-toggle.styled';
import type { Rotation } from './use-rotation';

/**
 * The pause/play button of a rotating region (WCAG 2.2.2). Hidden for visitors who prefer
 * reduced motion: nothing moves on its own for them.
 */
export function RotationToggle({ rotation, what }: { rotation: Rotation; what: string }) {
  if (rotation.prefersReducedMotion) return null;
  return (
    <S.Toggle type="button" onClick={rotation.toggleStopped}>
      {rotation.isStopped ? <PlayIcon /> : <PauseIcon />}
      {rotation.isStopped ? `Play ${what}` : `Pause ${what}`}
    </S.Toggle>
  );
}
