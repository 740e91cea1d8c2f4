import { describe, expect, it } from 'vitest';
import type { QColors, Tone } from './theme';
import { theme } from './theme';

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

describe('theme colours', () => {
  it.each(textPairs)('%s text on %s meets WCAG AA (4.5:1)', (text, background) => {
    expect(contrastRatio(theme.colors[text], theme.colors[background])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(uiPairs)('%s against %s meets WCAG AA for UI (3:1)', (ui, background) => {
    expect(contrastRatio(theme.colors[ui], theme.colors[background])).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ...Object.entries(theme.colors.progress),
    ...Object.entries(theme.colors.health),
    ['focus', theme.colors.focus],
    ['borderStrong', theme.colors.borderStrong],
  ])('%s fill stands out from the surface (3:1 for graphics)', (_name, fill) => {
    expect(contrastRatio(fill, theme.colors.surface)).toBeGreaterThanOrEqual(3);
  });

  it('uses the progress colours of the product rules: green, orange, blue', () => {
    expect(theme.colors.progress).toEqual({
      success: '#16a34a',
      warning: '#ea580c',
      info: '#2563eb',
    });
  });

  it('computes contrast like the WCAG reference (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('theme scales', () => {
  it('defines the product breakpoints', () => {
    expect(theme.breakpoints).toEqual({ sm: 640, md: 768, lg: 1024, xl: 1280 });
    expect(theme.media.md).toBe('@media (min-width: 768px)');
  });
});
