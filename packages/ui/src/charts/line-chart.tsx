import { useTheme } from 'styled-components';
import {
  ChartFrame,
  type ChartTone,
  type LegendEntry,
  textWidth,
  toneColor,
  useElementWidth,
} from './chart-frame';
import { labelStride, niceTicks, scaleLinear } from './scale';

export interface LineSeries {
  label: string;
  /** One value per x label; `null` where the series has no value (the line breaks there). */
  values: readonly (number | null)[];
  tone: ChartTone;
  /** A dashed line, e.g. for a projection. */
  isDashed?: boolean;
}

/** A shaded range between two bounds, e.g. a forecast's confidence interval. */
export interface LineBand {
  label: string;
  low: readonly (number | null)[];
  high: readonly (number | null)[];
  tone: ChartTone;
}

export interface LineChartProps {
  /** Caption of the data table. */
  title: string;
  /** One sentence saying what the lines show: the text alternative of the drawing. */
  summary: string;
  /** The x axis labels, in order. */
  labels: readonly string[];
  series: readonly LineSeries[];
  band?: LineBand;
  /** Header of the label column of the data table; 'Period' by default. */
  labelHeader?: string;
  formatValue?: (value: number) => string;
  /** Height of the drawing in px. */
  height?: number;
}

const MARGIN = { top: 12, right: 16, bottom: 28 };
const X_LABEL_GAP_PX = 56;

/** Splits values into runs of consecutive indices that have a value. */
function runs(values: readonly (number | null)[]) {
  const result: number[][] = [];
  let current: number[] = [];
  values.forEach((value, index) => {
    if (value === null || !Number.isFinite(value)) {
      if (current.length) result.push(current);
      current = [];
    } else current.push(index);
  });
  if (current.length) result.push(current);
  return result;
}

const defaultFormat = (value: number) => value.toLocaleString('en-US');

/** A line chart drawn in SVG, sized to its container, with a legend and a data table. */
export function LineChart({
  title,
  summary,
  labels,
  series,
  band,
  labelHeader = 'Period',
  formatValue = defaultFormat,
  height = 220,
}: LineChartProps) {
  const theme = useTheme();
  const [plotRef, width] = useElementWidth<HTMLDivElement>(600);

  const all = [
    ...series.flatMap((s) => s.values),
    ...(band ? [...band.low, ...band.high] : []),
  ].filter((value): value is number => value !== null && Number.isFinite(value));
  const ticks = niceTicks(Math.min(...all), Math.max(...all), 5);
  const domain: [number, number] = [ticks[0] ?? 0, ticks.at(-1) ?? 1];
  const left = Math.max(...ticks.map((tick) => textWidth(formatValue(tick)))) + 8;
  const innerWidth = Math.max(1, width - left - MARGIN.right);
  const bottom = height - MARGIN.bottom;
  const x = (index: number) =>
    labels.length <= 1 ? left + innerWidth / 2 : left + (index * innerWidth) / (labels.length - 1);
  const y = (value: number) => scaleLinear(value, domain, [bottom, MARGIN.top]);
  const stride = labelStride(labels.length, innerWidth, X_LABEL_GAP_PX);

  const linePath = (values: readonly (number | null)[]) =>
    runs(values)
      .map((run) =>
        run
          .map((index, step) => `${step ? 'L' : 'M'}${x(index)},${y(values[index] as number)}`)
          .join(''),
      )
      .join('');

  const bandPath = band
    ? runs(band.low.map((low, index) => (low === null || band.high[index] === null ? null : low)))
        .map((run) => {
          const upper = run.map(
            (index, step) => `${step ? 'L' : 'M'}${x(index)},${y(band.high[index] as number)}`,
          );
          const lower = [...run]
            .reverse()
            .map((index) => `L${x(index)},${y(band.low[index] as number)}`);
          return `${upper.join('')}${lower.join('')}Z`;
        })
        .join('')
    : '';

  const legend: LegendEntry[] = [
    ...series.map((s) => ({
      label: s.label,
      color: toneColor(theme, s.tone),
      mark: s.isDashed ? ('dashed' as const) : ('line' as const),
    })),
    ...(band
      ? [{ label: band.label, color: toneColor(theme, band.tone), mark: 'band' as const }]
      : []),
  ];
  const cell = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : formatValue(value);

  return (
    <ChartFrame
      summary={summary}
      plotRef={plotRef}
      legend={legend}
      table={{
        caption: title,
        labelHeader,
        columns: [
          ...series.map((s) => s.label),
          ...(band ? [`${band.label} (low)`, `${band.label} (high)`] : []),
        ],
        rows: labels.map((label, index) => ({
          label,
          cells: [
            ...series.map((s) => cell(s.values[index])),
            ...(band ? [cell(band.low[index]), cell(band.high[index])] : []),
          ],
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
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={left + innerWidth}
              y1={y(tick)}
              y2={y(tick)}
              stroke={theme.colors.border}
            />
            <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {formatValue(tick)}
            </text>
          </g>
        ))}
        {labels.map((label, index) =>
          index % stride === 0 ? (
            <text
              key={label}
              x={x(index)}
              y={height - 8}
              textAnchor={
                labels.length > 1 && index === 0
                  ? 'start'
                  : index === labels.length - 1 && labels.length > 1
                    ? 'end'
                    : 'middle'
              }
            >
              {label}
            </text>
          ) : null,
        )}
        {band && (
          <path d={bandPath} fill={toneColor(theme, band.tone)} fillOpacity={0.15} stroke="none" />
        )}
        {series.map((s) => (
          <g key={s.label}>
            <path
              d={linePath(s.values)}
              fill="none"
              stroke={toneColor(theme, s.tone)}
              strokeWidth={2.5}
              strokeLinejoin="round"
              strokeLinecap="round"
              strokeDasharray={s.isDashed ? '6 5' : undefined}
            />
            {s.values.map((value, index) =>
              value === null ? null : (
                <circle
                  // biome-ignore lint/suspicious/noArrayIndexKey: one point per x position
                  key={index}
                  cx={x(index)}
                  cy={y(value)}
                  r={3.5}
                  fill={theme.colors.surface}
                  stroke={toneColor(theme, s.tone)}
                  strokeWidth={2}
                />
              ),
            )}
          </g>
        ))}
      </svg>
    </ChartFrame>
  );
}
