export { GlobalStyle } from './global-style';
export { lightColors } from './palette';
export type { ThemePreference } from './scheme-names';
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
