import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { DefaultTheme } from 'styled-components';
import type { Tone } from '../theme/theme';
import * as S from './styled';

/** Colour of a series: the brand colour or one of the status tones. */
export type ChartTone = 'primary' | Tone;

export const toneColor = (theme: DefaultTheme, tone: ChartTone) =>
  tone === 'primary' ? theme.colors.primary : theme.colors[tone];

/** Width in px of the element behind `ref`, followed on resize; `fallback` until measured. */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = Math.floor(element.getBoundingClientRect().width);
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** Rough width in px of a 12px label, to reserve room for axis and value labels. */
export const textWidth = (text: string) => text.length * 7 + 4;

export interface LegendEntry {
  label: string;
  color: string;
  mark: 'bar' | 'line' | 'dashed' | 'band';
}

export interface ChartTable {
  caption: string;
  labelHeader: string;
  columns: readonly string[];
  rows: ReadonlyArray<{ label: string; cells: readonly string[] }>;
}

interface ChartFrameProps {
  /** One sentence saying what the picture shows: the text alternative of the drawing. */
  summary: string;
  legend?: readonly LegendEntry[];
  table: ChartTable;
  plotRef: React.Ref<HTMLDivElement>;
  children: ReactNode;
}

/**
 * A chart's frame: the drawing (named by its summary), a legend in words, and the same numbers
 * as a data table behind a disclosure.
 */
export function ChartFrame({ summary, legend, table, plotRef, children }: ChartFrameProps) {
  return (
    <S.Figure>
      <S.Plot ref={plotRef} role="img" aria-label={summary}>
        {children}
      </S.Plot>
      {legend && legend.length > 0 && (
        <S.Legend aria-label="Legend">
          {legend.map((entry) => (
            <S.LegendItem key={entry.label}>
              <S.Swatch $color={entry.color} $mark={entry.mark} aria-hidden="true" />
              {entry.label}
            </S.LegendItem>
          ))}
        </S.Legend>
      )}
      <S.Details>
        <summary>Show data table</summary>
        <S.TableScroll>
          <S.Table>
            <caption>{table.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{table.labelHeader}</th>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((cell, index) => (
                    // Cells of a row are positional: the column order never changes.
                    // biome-ignore lint/suspicious/noArrayIndexKey: see above
                    <td key={index}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </S.Table>
        </S.TableScroll>
      </S.Details>
    </S.Figure>
  );
}
