import type { ReactNode } from 'react';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import * as S from './styled';

/** The frame of every marketing page: skip link, top bar, the page itself, footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <S.Frame>
      <S.SkipLink href="#main">Skip to main content</S.SkipLink>
      <SiteHeader />
      <S.Main id="main" tabIndex={-1}>
        {children}
      </S.Main>
      <SiteFooter />
    </S.Frame>
  );
}
