export { GlobalStyle } from './global-style';
export type {
  Breakpoint,
  HealthLevel,
  ProgressTone,
  QColors,
  QTheme,
  SpaceKey,
  Tone,
} from './theme';
export { theme } from './theme';
export type { QThemeProviderProps } from './theme-provider';
export { QThemeProvider } from './theme-provider';
