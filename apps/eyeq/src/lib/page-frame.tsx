import { AppBrand, AppHeader, AppMain, AppShell, DashboardSwitcher } from '@q/ui';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import * as S from './page-frame.styled';

/** The frame of the eyeQ pages: the brand (a link home) and the dashboard switcher. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <AppHeader>
        <S.HeaderBar>
          <AppBrand href="/" aria-label="eyeQ home">
            eyeQ
          </AppBrand>
          <DashboardSwitcher
            current="eyeq"
            renderCurrent={(props) => <Link to="/eyeq-dashboard" {...props} />}
          />
        </S.HeaderBar>
      </AppHeader>
      <AppMain>{children}</AppMain>
    </AppShell>
  );
}
