export {
  AppBrand,
  AppHeader,
  AppMain,
  AppShell,
  NavList,
  PageDescription,
  PageTitle,
} from './app-shell';
export type { BadgeProps, BadgeVariant } from './badge';
export { Badge } from './badge';
export type { ButtonLinkProps, ButtonProps, ButtonSize, ButtonVariant } from './button';
export { Button, ButtonLink, quietIconButton, stretchedButton } from './button';
export { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card';
export type {
  BarChartProps,
  BarSeries,
  ChartTone,
  LineBand,
  LineChartProps,
  LineSeries,
  ScoreRingProps,
} from './charts';
export { BarChart, LineChart, ScoreRing } from './charts';
export type { CollapsibleSectionProps } from './collapsible-section';
export { CollapsibleSection } from './collapsible-section';
export {
  PROGRESS_DEFAULT_MAX,
  SCROLL_AREA_HIDE_DELAY_MS,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_MAX_WIDTH_PX,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
} from './constants';
export { CONTACT_ADDRESSES, CONTACT_MENU_LINKS, MAIL_LINKS, mailtoHref } from './contact';
export type { DashboardSwitcherProps, SwitcherDashboard } from './dashboard-switcher';
export { DashboardSwitcher, SWITCHER_DASHBOARDS } from './dashboard-switcher';
export { DeferredTooltip, DeferredTooltipProvider } from './deferred-tooltip';
export type { DialogProps } from './dialog';
export { Dialog, SidePanel } from './dialog';
export type {
  DropdownMenuAlign,
  DropdownMenuAppearance,
  DropdownMenuItem,
  DropdownMenuProps,
  MenuDisclosure,
  MenuDisclosureOptions,
  MenuFocus,
} from './dropdown-menu';
export { DropdownMenu, useMenuDisclosure } from './dropdown-menu';
export type { ErrorBoundaryProps, ErrorFallbackProps } from './error-boundary';
export { ErrorBoundary, ErrorFallback } from './error-boundary';
export type { ExplainedBadgeProps } from './explained-badge';
export { ExplainedBadge } from './explained-badge';
export {
  CSV_BOM,
  CSV_LINE_END,
  csvText,
  formatDate,
  formatMoney,
  formatScore,
  formatShare,
  formatSigned,
  formatSignedPercent,
  formatUsd,
} from './format';
export {
  Columns,
  GridList,
  keyFigureText,
  listReset,
  PageStack,
  StackList,
  StatTile,
  SubHeading,
  Tile,
} from './layout';
export type { LineIconProps } from './line-icon';
export { LineIcon } from './line-icon';
export type { ListKeyOptions } from './list-keys';
export { listKeyIndex } from './list-keys';
export { usePrefersReducedMotion } from './motion';
export type { PageFrameProps, PageFrameSection, PageHeaderProps } from './page-frame';
export { PageFrame, PageHeader, useDocumentTitle } from './page-frame';
export type { PriorityBadgeProps, PriorityLevel } from './priority-badge';
export { PriorityBadge, priorityLabel, priorityTone } from './priority-badge';
export type { ProgressBarProps, ProgressBarSize, ProgressBarTone } from './progress-bar';
export { ProgressBar, progressColor, progressPercent } from './progress-bar';
export type { SampleDataBadgeProps } from './sample-data-badge';
export { SAMPLE_DATA_LABEL, SampleDataBadge, sampleDataExplanation } from './sample-data-badge';
export { afterNextPaint, nextPaint } from './scheduling';
export type { SkeletonProps } from './skeleton';
export { Skeleton } from './skeleton';
export type { SpinnerProps, SpinnerSize } from './spinner';
export { Spinner } from './spinner';
export type {
  Breakpoint,
  HealthLevel,
  ProgressTone,
  QColors,
  QTheme,
  QThemeProviderProps,
  SpaceKey,
  ThemePreference,
  Tone,
} from './theme';
export { GlobalStyle, lightColors, QThemeProvider, theme } from './theme';
export {
  readThemePreference,
  setThemePreference,
  ThemeSwitch,
  useThemePreference,
} from './theme-switch';
export type { ToastHandle, ToastItem, ToastOptions, ToastVariant } from './toast';
export { carryToastToNextPage, preloadToaster, Toaster, toast, useToast } from './toast';
export type { TooltipProps, TooltipProviderProps } from './tooltip';
export { Tooltip, TooltipProvider } from './tooltip';
export { VisuallyHidden } from './visually-hidden';
