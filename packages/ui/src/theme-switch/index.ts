export { readThemePreference, setThemePreference, useThemePreference } from './theme-preference';
export { ThemeSwitch } from './theme-switch';
