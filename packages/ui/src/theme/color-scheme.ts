import { darkColors, lightColors } from './palette';
import { colorProperty, THEME_ATTRIBUTE, THEME_STORAGE_KEY } from './scheme-names';
import type { QColors } from './theme';

/** `--q-primary:#4338ca;…` for every colour of a scheme, the grouped ones as `--q-progress-success`. */
function declarations(colors: QColors): string {
  return Object.entries(colors)
    .flatMap(([name, value]) =>
      typeof value === 'string'
        ? [[name, value]]
        : Object.entries(value as Record<string, string>).map(([key, v]) => [`${name}-${key}`, v]),
    )
    .map(([name, value]) => `${colorProperty(name as string)}:${value}`)
    .join(';');
}

const dark = `color-scheme:dark;${declarations(darkColors)}`;

/**
 * The colours of both schemes as CSS, for the head of every page (before any script or body):
 * light by default, dark when chosen (`<html data-theme="dark">`) or, with no choice, when the
 * device prefers it. The page itself takes its colours from there, so nothing flashes.
 */
export const THEME_STYLE_SHEET = [
  `:root{color-scheme:light;${declarations(lightColors)}}`,
  `:root[${THEME_ATTRIBUTE}=dark]{${dark}}`,
  `@media (prefers-color-scheme:dark){:root:not([${THEME_ATTRIBUTE}=light]){${dark}}}`,
  `html{background:var(${colorProperty('background')});color:var(${colorProperty('text')})}`,
].join('\n');

/**
 * The script that marks `<html>` with the remembered choice. The Content-Security-Policy allows
 * no inline script, so the pages load it as a file of their own, synchronously in the head,
 * before the first paint. It must never throw (storage can be blocked).
 */
export const THEME_PREPAINT_SCRIPT = `try{var t=localStorage.getItem(${JSON.stringify(
  THEME_STORAGE_KEY,
)});if(t==="light"||t==="dark")document.documentElement.setAttribute(${JSON.stringify(
  THEME_ATTRIBUTE,
)},t)}catch(e){}\n`;

/** Both, as each app's Vite config takes them (`appViteConfig(app, COLOR_SCHEME_HEAD)`). */
export const COLOR_SCHEME_HEAD = {
  styleSheet: THEME_STYLE_SHEET,
  script: THEME_PREPAINT_SCRIPT,
} as const;
