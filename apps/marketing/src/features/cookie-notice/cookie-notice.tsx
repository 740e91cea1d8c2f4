import { Button } from '@q/ui';
import { useState } from 'react';
import { CloseIcon } from '../../lib/icons';
import * as S from './styled';

/**
 * The cookie notice bar of the landing page. Learn More, Decline, Accept All and the close
 * button all dismiss it; the choice is not stored, so it shows again on the next visit.
 */
export function CookieNotice() {
  const [isOpen, setIsOpen] = useState(true);
  if (!isOpen) return null;
  const dismiss = () => setIsOpen(false);
  return (
    <S.Bar role="region" aria-label="Cookie notice">
      <S.Text>
        We use cookies to keep you signed in and to understand how the site is used, so we can make
        it better.
      </S.Text>
      <S.Actions>
        <Button variant="ghost" size="sm" onClick={dismiss}>
          Learn More
        </Button>
        <Button variant="outline" size="sm" onClick={dismiss}>
          Decline
        </Button>
        <Button size="sm" onClick={dismiss}>
          Accept All
        </Button>
        <S.Close type="button" aria-label="Close cookie notice" onClick={dismiss}>
          <CloseIcon />
        </S.Close>
      </S.Actions>
    </S.Bar>
  );
}
