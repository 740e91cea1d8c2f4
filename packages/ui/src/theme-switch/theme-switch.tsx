import { THEME_PREFERENCES, type ThemePreference } from '../theme/scheme-names';
import * as S from './styled';
import { setThemePreference, useThemePreference } from './theme-preference';

const LABELS: Record<ThemePreference, string> = {
  light: 'Light theme',
  dark: 'Dark theme',
  system: 'System theme',
};

/**
 * The theme choice of every header: a native select named 'Theme' with three options (light,
 * dark, or the device's setting), so keyboards, screen readers and touch all work as they do
 * with any select. The choice is remembered and applied at once. (A native control also keeps
 * the marketing pages' first bundle within its budget.)
 */
export function ThemeSwitch() {
  const current = useThemePreference();
  return (
    <S.Select
      aria-label="Theme"
      value={current}
      onChange={(event) => setThemePreference(event.target.value as ThemePreference)}
    >
      {THEME_PREFERENCES.map((preference) => (
        <option key={preference} value={preference}>
          {LABELS[preference]}
        </option>
      ))}
    </S.Select>
  );
}
