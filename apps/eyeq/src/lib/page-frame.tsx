import { AppBrand, AppHeader, AppMain, AppShell } from '@q/ui';
import type { ReactNode } from 'react';
import * as S from './page-frame.styled';

/** The switcher between the three dashboards: the other two are other apps (a full page load). */
function DashboardSwitcher() {
  return (
    <S.Switcher aria-label="Dashboards">
      <S.SwitcherLabel aria-hidden="true">Dashboard</S.SwitcherLabel>
      <S.SwitcherList>
        <li>
          <S.SwitcherAnchor href="/qube">Qube</S.SwitcherAnchor>
        </li>
        <li>
          <S.SwitcherAnchor href="/dashboard">aitchQ</S.SwitcherAnchor>
        </li>
        <li>
          <S.SwitcherCurrent to="/eyeq-dashboard" aria-current="page">
            eyeQ
          </S.SwitcherCurrent>
        </li>
      </S.SwitcherList>
    </S.Switcher>
  );
}

/** The frame of the eyeQ pages: the brand (a link home) and the dashboard switcher. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <AppHeader>
        <S.HeaderBar>
          <AppBrand href="/" aria-label="eyeQ home">
            eyeQ
          </AppBrand>
          <DashboardSwitcher />
        </S.HeaderBar>
      </AppHeader>
      <AppMain>{children}</AppMain>
    </AppShell>
  );
}
