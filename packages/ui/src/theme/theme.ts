import 'styled-components';
import { colorProperty } from './scheme-names';

/** Tones shared by badges, progress bars and status colours. */
export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

/** Health of an area (docs/behaviour.md §4): high green, medium amber, low red. */
export type HealthLevel = 'high' | 'medium' | 'low';

/**
 * Progress tones chosen by `progressColor` (docs/behaviour.md §9): 80+ green, 60–79 orange, below
 * 60 blue.
 */
export type ProgressTone = 'success' | 'warning' | 'info';

/** Each tone has a solid colour, a subtle background and a text colour readable on both. */
type ToneColors = Record<Tone | `${Tone}Subtle` | `${Tone}Text`, string>;

export interface QColors extends ToneColors {
  primary: string;
  primaryHover: string;
  primarySubtle: string;
  onPrimary: string;
  background: string;
  surface: string;
  surfaceMuted: string;
  text: string;
  textMuted: string;
  border: string;
  borderStrong: string;
  focus: string;
  dangerHover: string;
  onDanger: string;
  tooltip: string;
  onTooltip: string;
  skeleton: string;
  skeletonShine: string;
  /** Bar fills for the progress rule of docs/behaviour.md §9. */
  progress: Record<ProgressTone, string>;
  /** Health colours of docs/behaviour.md §4. */
  health: Record<HealthLevel, string>;
}

export type SpaceKey = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 8 | 10 | 12 | 16;
export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl';

export interface QTheme {
  colors: QColors;
  /** Spacing scale: key × 0.25rem. */
  space: Record<SpaceKey, string>;
  radii: { sm: string; md: string; lg: string; full: string };
  fontSizes: {
    xs: string;
    sm: string;
    md: string;
    lg: string;
    xl: string;
    '2xl': string;
    '3xl': string;
  };
  fontWeights: { regular: number; medium: number; semibold: number; bold: number };
  lineHeights: { tight: number; normal: number };
  fonts: { body: string; mono: string };
  shadows: { sm: string; md: string; lg: string };
  /** Minimum widths in px. */
  breakpoints: Record<Breakpoint, number>;
  /** Ready-made `@media (min-width: …)` queries for the breakpoints. */
  media: Record<Breakpoint, string>;
  zIndices: {
    base: number;
    sticky: number;
    overlay: number;
    modal: number;
    toast: number;
    tooltip: number;
  };
  durations: { fast: string; normal: string; slow: string };
}

const breakpoints: Record<Breakpoint, number> = { sm: 640, md: 768, lg: 1024, xl: 1280 };

/** The colours that are not grouped (`progress`, `health`). */
export type FlatColorName = Exclude<keyof QColors, 'progress' | 'health'>;

/**
 * Every flat colour, once (a string keeps the entry bundle small; the contrast test checks that
 * both palettes name exactly these).
 */
const COLOR_NAMES =
  'primary primaryHover primarySubtle onPrimary background surface surfaceMuted text textMuted border borderStrong focus success successSubtle successText warning warningSubtle warningText danger dangerHover dangerSubtle dangerText onDanger info infoSubtle infoText neutral neutralSubtle neutralText tooltip onTooltip skeleton skeletonShine'.split(
    ' ',
  ) as FlatColorName[];

/** `var(--q-<prefix><name>)` for each name: the theme's colours, defined per scheme in CSS. */
function colorRefs<K extends string>(names: readonly K[], prefix = ''): Record<K, string> {
  return Object.fromEntries(
    names.map((name) => [name, `var(${colorProperty(prefix + name)})`]),
  ) as Record<K, string>;
}

/**
 * The kit's theme. Its colours are references to CSS custom properties (`var(--q-primary)`),
 * whose light and dark values (`palette.ts`) the page's head defines (`color-scheme.ts`): the
 * scheme is chosen before the first paint, and switching it restyles nothing in JavaScript.
 */
export const theme: QTheme = {
  colors: {
    ...colorRefs(COLOR_NAMES),
    progress: colorRefs(['success', 'warning', 'info'], 'progress-'),
    health: colorRefs(['high', 'medium', 'low'], 'health-'),
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
    16: '4rem',
  },
  radii: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.25, normal: 1.5 },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'",
    mono: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  },
  shadows: {
    sm: '0 1px 2px 0 rgb(15 23 42 / 0.06)',
    md: '0 4px 8px -2px rgb(15 23 42 / 0.1), 0 2px 4px -2px rgb(15 23 42 / 0.06)',
    lg: '0 12px 24px -6px rgb(15 23 42 / 0.18), 0 4px 8px -4px rgb(15 23 42 / 0.08)',
  },
  breakpoints,
  media: {
    sm: `@media (min-width: ${breakpoints.sm}px)`,
    md: `@media (min-width: ${breakpoints.md}px)`,
    lg: `@media (min-width: ${breakpoints.lg}px)`,
    xl: `@media (min-width: ${breakpoints.xl}px)`,
  },
  zIndices: { base: 0, sticky: 100, overlay: 1000, modal: 1100, toast: 1200, tooltip: 1300 },
  durations: { fast: '120ms', normal: '200ms', slow: '400ms' },
};

declare module 'styled-components' {
  export interface DefaultTheme extends QTheme {}
}
