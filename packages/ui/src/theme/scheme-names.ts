/** Where the browser remembers the chosen theme (one origin, so one choice for the four apps). */
export const THEME_STORAGE_KEY = 'q-theme';

/** The themes a visitor can choose; 'system' follows the device's light or dark setting. */
export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

/** The attribute of `<html>` that names an explicit choice (absent for 'system'). */
export const THEME_ATTRIBUTE = 'data-theme';

/** The CSS custom property that holds a colour: `--q-primary`, `--q-on-danger`, `--q-progress-success`. */
export function colorProperty(name: string): string {
  return `--q-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}
