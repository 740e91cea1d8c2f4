import type { ReactNode } from 'react';
import * as S from './styled';

export type SwitcherDashboard = 'qube' | 'aitchq' | 'eyeq';

/** The three dashboards, their names and where each one lives. */
export const SWITCHER_DASHBOARDS: ReadonlyArray<{
  id: SwitcherDashboard;
  label: string;
  href: string;
}> = [
  { id: 'qube', label: 'Qube', href: '/qube' },
  { id: 'aitchq', label: 'aitchQ', href: '/dashboard' },
  { id: 'eyeq', label: 'eyeQ', href: '/eyeq-dashboard' },
];

export interface DashboardSwitcherProps {
  /** The dashboard in use: drawn as a filled pill and marked `aria-current="page"`. */
  current: SwitcherDashboard;
  /**
   * The link to the current dashboard, usually the app's router link (no page load). It gets
   * the label as children and must pass `aria-current` on. The others are plain links: each is
   * another app.
   */
  renderCurrent: (props: { 'aria-current': 'page'; children: ReactNode }) => ReactNode;
}

/** The switcher between the three dashboards, in every dashboard's header. */
export function DashboardSwitcher({ current, renderCurrent }: DashboardSwitcherProps) {
  return (
    <S.Switcher aria-label="Dashboards">
      <S.SwitcherLabel aria-hidden="true">Dashboard</S.SwitcherLabel>
      <S.SwitcherList>
        {SWITCHER_DASHBOARDS.map((dashboard) => (
          <li key={dashboard.id}>
            {dashboard.id === current ? (
              renderCurrent({ 'aria-current': 'page', children: dashboard.label })
            ) : (
              <a href={dashboard.href}>{dashboard.label}</a>
            )}
          </li>
        ))}
      </S.SwitcherList>
    </S.Switcher>
  );
}
