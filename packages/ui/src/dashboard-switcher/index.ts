export type { DashboardSwitcherProps, SwitcherDashboard } from './dashboard-switcher';
export { DashboardSwitcher, SWITCHER_DASHBOARDS } from './dashboard-switcher';
