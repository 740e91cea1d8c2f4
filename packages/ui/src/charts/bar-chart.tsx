import { useTheme } from 'styled-components';
import { ChartFrame, type ChartTone, textWidth, toneColor, useElementWidth } from './chart-frame';
import { niceTicks, scaleLinear } from './scale';

export interface BarSeries {
  label: string;
  /** One value per category label. */
  values: readonly number[];
  tone: ChartTone;
  /** A tone per bar, overriding `tone` (e.g. each bar coloured by its status). */
  tones?: readonly ChartTone[];
}

export interface BarChartProps {
  /** Caption of the data table. */
  title: string;
  /** One sentence saying what the bars show: the text alternative of the drawing. */
  summary: string;
  /** The categories, one group of bars each, top to bottom. */
  labels: readonly string[];
  series: readonly BarSeries[];
  /** Header of the label column of the data table; 'Category' by default. */
  labelHeader?: string;
  formatValue?: (value: number) => string;
  /** The value of a full-length bar; by default a round number above the largest value. */
  max?: number;
  /** The legend lists the series; shown by default when there are several. */
  hasLegend?: boolean;
}

const LABEL_HEIGHT = 20;
const BAR_HEIGHT = 12;
const BAR_GAP = 4;
const GROUP_GAP = 14;

const defaultFormat = (value: number) => value.toLocaleString('en-US');

/**
 * Horizontal bars grouped by category, drawn in SVG: labels sit above their bars and each bar
 * carries its value, so it reads at any width.
 */
export function BarChart({
  title,
  summary,
  labels,
  series,
  labelHeader = 'Category',
  formatValue = defaultFormat,
  max,
  hasLegend = series.length > 1,
}: BarChartProps) {
  const theme = useTheme();
  const [plotRef, width] = useElementWidth<HTMLDivElement>(600);
  const values = series.flatMap((s) => s.values).filter(Number.isFinite);
  const full = max ?? niceTicks(0, Math.max(0, ...values), 5).at(-1) ?? 1;
  const valueRoom = Math.max(...values.map((value) => textWidth(formatValue(value))), 0) + 8;
  const barRoom = Math.max(1, width - valueRoom);
  const groupHeight = LABEL_HEIGHT + series.length * BAR_HEIGHT + (series.length - 1) * BAR_GAP;
  const height = labels.length * groupHeight + Math.max(0, labels.length - 1) * GROUP_GAP;
  const length = (value: number) =>
    Math.min(barRoom, Math.max(0, scaleLinear(value, [0, full], [0, barRoom])));

  return (
    <ChartFrame
      summary={summary}
      plotRef={plotRef}
      legend={
        hasLegend
          ? series.map((s) => ({
              label: s.label,
              color: toneColor(theme, s.tone),
              mark: 'bar' as const,
            }))
          : undefined
      }
      table={{
        caption: title,
        labelHeader,
        columns: series.map((s) => s.label),
        rows: labels.map((label, index) => ({
          label,
          cells: series.map((s) => {
            const value = s.values[index];
            return value === undefined ? '—' : formatValue(value);
          }),
        })),
      }}
    >
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        aria-hidden="true"
        focusable="false"
      >
        {labels.map((label, group) => {
          const top = group * (groupHeight + GROUP_GAP);
          return (
            <g key={label} transform={`translate(0 ${top})`}>
              <text x={0} y={14} style={{ fill: theme.colors.text }}>
                {label}
              </text>
              {series.map((s, row) => {
                const value = s.values[group] ?? 0;
                const barTop = LABEL_HEIGHT + row * (BAR_HEIGHT + BAR_GAP);
                const barLength = length(value);
                return (
                  <g key={s.label}>
                    <rect
                      x={0}
                      y={barTop}
                      width={barRoom}
                      height={BAR_HEIGHT}
                      rx={3}
                      fill={theme.colors.surfaceMuted}
                    />
                    <rect
                      x={0}
                      y={barTop}
                      width={barLength}
                      height={BAR_HEIGHT}
                      rx={3}
                      fill={toneColor(theme, s.tones?.[group] ?? s.tone)}
                    />
                    <text x={barRoom + 6} y={barTop + BAR_HEIGHT / 2} dy="0.32em">
                      {formatValue(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
    </ChartFrame>
  );
}
