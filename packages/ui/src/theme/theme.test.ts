import { describe, expect, it } from 'vitest';
import { THEME_PREPAINT_SCRIPT, THEME_STYLE_SHEET } from './color-scheme';
import { darkColors, lightColors } from './palette';
import type { QColors, Tone } from './theme';
import { theme } from './theme';

const schemes = { light: lightColors, dark: darkColors } as const;

/** WCAG 2.x relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type ColorName = Exclude<keyof QColors, 'progress' | 'health'>;
const tones: Tone[] = ['success', 'warning', 'danger', 'info', 'neutral'];
const surfaces: ColorName[] = ['background', 'surface', 'surfaceMuted'];

/** Every text colour and the backgrounds it is drawn on. */
const textPairs: [ColorName, ColorName][] = [
  ...surfaces.flatMap((bg): [ColorName, ColorName][] => [
    ['text', bg],
    ['textMuted', bg],
    ['primary', bg],
    ['dangerText', bg],
  ]),
  ['onPrimary', 'primary'],
  ['onPrimary', 'primaryHover'],
  ['primary', 'primarySubtle'],
  ['onDanger', 'danger'],
  ['onDanger', 'dangerHover'],
  ['onTooltip', 'tooltip'],
  ...tones.flatMap((tone): [ColorName, ColorName][] => [
    [`${tone}Text`, `${tone}Subtle`],
    ...surfaces.map((bg): [ColorName, ColorName] => [`${tone}Text`, bg]),
  ]),
];

/**
 * WCAG 1.4.11 (3:1): the focus ring, control borders and status fills against every background
 * they sit on, and the brand fill of primary buttons against the page.
 */
const uiPairs: [ColorName, ColorName][] = [
  ...[...surfaces, 'primarySubtle' as const].map((bg): [ColorName, ColorName] => ['focus', bg]),
  ...surfaces.map((bg): [ColorName, ColorName] => ['borderStrong', bg]),
  ...surfaces.map((bg): [ColorName, ColorName] => ['primary', bg]),
  ...tones.flatMap((tone) => surfaces.map((bg): [ColorName, ColorName] => [tone, bg])),
];

describe.each(Object.entries(schemes))('%s theme colours', (_scheme, colors) => {
  it.each(textPairs)('%s text on %s meets WCAG AA (4.5:1)', (text, background) => {
    expect(contrastRatio(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s against %s meets WCAG AA for UI (3:1)', (ui, background) => {
    expect(contrastRatio(colors[ui], colors[background])).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ...Object.entries(colors.progress),
    ...Object.entries(colors.health),
    ['focus', colors.focus],
    ['borderStrong', colors.borderStrong],
  ])('%s fill stands out from the surface (3:1 for graphics)', (_name, fill) => {
    expect(contrastRatio(fill, colors.surface)).toBeGreaterThanOrEqual(3);
  });

  it('names the same colours as the theme', () => {
    expect(Object.keys(colors).sort()).toEqual(Object.keys(theme.colors).sort());
    expect(Object.keys(colors.progress)).toEqual(Object.keys(theme.colors.progress));
    expect(Object.keys(colors.health)).toEqual(Object.keys(theme.colors.health));
  });
});

describe('theme colours', () => {
  it('uses the progress colours of the product rules in light: green, orange, blue', () => {
    expect(lightColors.progress).toEqual({
      success: '#16a34a',
      warning: '#ea580c',
      info: '#2563eb',
    });
  });

  it('computes contrast like the WCAG reference (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it('refers to CSS custom properties, so the scheme is chosen by the page and not the script', () => {
    expect(theme.colors.primary).toBe('var(--q-primary)');
    expect(theme.colors.progress.success).toBe('var(--q-progress-success)');
  });
});

describe('the colour-scheme style sheet', () => {
  const rules = THEME_STYLE_SHEET.split('\n');
  const [lightRule = '', darkRule = '', systemRule = ''] = rules;
  const valueIn = (rule: string, property: string) =>
    new RegExp(`${property}:(#[0-9a-f]{6})`).exec(rule)?.[1];

  it('defines every colour the theme refers to, in both schemes', () => {
    const references = [...JSON.stringify(theme.colors).matchAll(/var\((--q-[a-z-]+)\)/g)].map(
      ([, property]) => property as string,
    );
    expect(references.length).toBeGreaterThan(30);
    for (const property of references) {
      expect(valueIn(lightRule, property)).toMatch(/^#/);
      expect(valueIn(darkRule, property)).toMatch(/^#/);
      expect(valueIn(systemRule, property)).toBe(valueIn(darkRule, property));
    }
  });

  it('is light by default, dark when chosen, and dark for the system when nothing is chosen', () => {
    expect(lightRule).toMatch(/^:root\{color-scheme:light;/);
    expect(valueIn(lightRule, '--q-background')).toBe(lightColors.background);
    expect(darkRule).toMatch(/^:root\[data-theme=dark\]\{color-scheme:dark;/);
    expect(valueIn(darkRule, '--q-background')).toBe(darkColors.background);
    expect(systemRule).toMatch(
      /^@media \(prefers-color-scheme:dark\)\{:root:not\(\[data-theme=light\]\)\{color-scheme:dark;/,
    );
  });
});

describe('the pre-paint script', () => {
  const run = () => new Function(THEME_PREPAINT_SCRIPT)();

  it('marks the page with a remembered light or dark choice, and nothing else', () => {
    for (const [stored, expected] of [
      ['dark', 'dark'],
      ['light', 'light'],
      ['purple', null],
      [null, null],
    ] as const) {
      document.documentElement.removeAttribute('data-theme');
      if (stored) localStorage.setItem('q-theme', stored);
      else localStorage.removeItem('q-theme');
      run();
      expect(document.documentElement.getAttribute('data-theme')).toBe(expected);
    }
    localStorage.removeItem('q-theme');
    document.documentElement.removeAttribute('data-theme');
  });
});

describe('theme scales', () => {
  it('defines the product breakpoints', () => {
    expect(theme.breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280 });
    expect(theme.media.md).toBe('@media (min-width: 768px)');
  });
});
