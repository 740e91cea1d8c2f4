import { lightColors } from '@q/ui';
import { jsPDF } from 'jspdf';
import { autoTable } from 'jspdf-autotable';
import { pdfText } from './pdf-text';
import {
  displayText,
  type Report,
  type ReportChart,
  type ReportColumn,
  type ReportFigure,
  type ReportSection,
  type ReportTable,
  SAMPLE_DATA_NOTE,
} from './report';
import { chartTicks, chartToneColor } from './report-chart';

/** The paper sizes offered: ISO A4 and US Letter. */
export type Paper = 'a4' | 'letter';

export interface RenderedPdf {
  bytes: ArrayBuffer;
  pages: number;
}

/** A report is printed and shared: it keeps the light colours whatever the screen's theme. */
const colors = lightColors;

/** Layout in points (1/72 inch). */
const MARGIN = 48;
const FOOTER_GAP = 24;
const SECTION_GAP = 22;
const FIGURE_COLUMNS = 4;
const FIGURE_HEIGHT = 46;
const FIGURE_GAP = 8;
const BAR_HEIGHT = 8;
const BAR_GAP = 3;
const BAR_LABEL_HEIGHT = 13;
const BAR_GROUP_GAP = 8;
const LINE_CHART_HEIGHT = 150;
/** Room kept for a table's title, its header and two rows: a title never ends a page alone. */
const TABLE_START_ROOM = 72;
/** Room kept for a section's title and the start of its first block, for the same reason. */
const SECTION_START_ROOM = 130;

/** Numbers line up on the right, text on the left, unless the column says otherwise. */
function columnAlign(column: ReportColumn): 'left' | 'right' {
  return column.align ?? (column.format || column.unit ? 'right' : 'left');
}

/** '2025-06-01 14:03 UTC': the moment the report was made, in ISO form. */
export function generatedStamp(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * The report as a PDF on A4 or Letter: title, date and view first; then each block of the page
 * with its figures, its chart drawn as vector shapes and its tables, split across pages with the
 * header row repeated; each page numbered 'Page n of N'. Standard fonts only, so the file stays
 * small (their character set is Windows-1252: see `pdfText`).
 */
export function renderReportPdf(report: Report, paper: Paper, generatedAt: Date): RenderedPdf {
  const doc = new jsPDF({ unit: 'pt', format: paper, compress: true });
  const page = {
    width: doc.internal.pageSize.getWidth(),
    height: doc.internal.pageSize.getHeight(),
  };
  const contentWidth = page.width - 2 * MARGIN;
  const bottom = page.height - MARGIN - FOOTER_GAP;
  let y = MARGIN;

  doc.setProperties({
    title: pdfText(`${report.title} report`),
    subject: pdfText(report.description ?? ''),
    creator: 'Qube',
  });
  doc.setLanguage('en-US');

  const text = (
    value: string,
    x: number,
    top: number,
    options: {
      size: number;
      bold?: boolean;
      color?: string;
      align?: 'left' | 'center' | 'right';
    },
  ) => {
    doc.setFont('helvetica', options.bold ? 'bold' : 'normal');
    doc.setFontSize(options.size);
    doc.setTextColor(options.color ?? colors.text);
    doc.text(pdfText(value), x, top, { baseline: 'top', align: options.align ?? 'left' });
  };

  /** Moves to a new page when `height` does not fit below the cursor. */
  const ensureRoom = (height: number) => {
    if (y + height <= bottom) return;
    doc.addPage(paper);
    y = MARGIN;
  };

  const wrapped = (value: string, width: number, size: number): string[] => {
    doc.setFontSize(size);
    return doc.splitTextToSize(pdfText(value), width) as string[];
  };

  // Title block: brand, title, description, when and in which view.
  text('Qube · Executive report', MARGIN, y, { size: 9, bold: true, color: colors.primary });
  y += 14;
  text(report.title, MARGIN, y, { size: 22, bold: true });
  y += 30;
  if (report.description) {
    for (const line of wrapped(report.description, contentWidth, 10)) {
      text(line, MARGIN, y, { size: 10, color: colors.textMuted });
      y += 13;
    }
  }
  if (report.isSample) {
    y += 2;
    text(SAMPLE_DATA_NOTE, MARGIN, y, { size: 10, bold: true, color: colors.warningText });
    y += 14;
  }
  const meta = [
    `Generated ${generatedStamp(generatedAt)}`,
    ...report.filters.map((filter) => `${filter.label}: ${filter.value}`),
  ].join('   ·   ');
  text(meta, MARGIN, y + 2, { size: 9, color: colors.textMuted });
  y += 18;
  doc.setDrawColor(colors.border);
  doc.setLineWidth(0.75);
  doc.line(MARGIN, y, page.width - MARGIN, y);
  y += SECTION_GAP - 6;

  const drawFigures = (figures: readonly ReportFigure[]) => {
    const columns = Math.min(FIGURE_COLUMNS, figures.length);
    const width = (contentWidth - (columns - 1) * FIGURE_GAP) / columns;
    for (let start = 0; start < figures.length; start += columns) {
      const row = figures.slice(start, start + columns);
      const hintLines = row.map((figure) =>
        figure.hint ? wrapped(figure.hint, width - 16, 7.5) : [],
      );
      const height = FIGURE_HEIGHT + Math.max(0, ...hintLines.map((lines) => lines.length)) * 9;
      ensureRoom(height);
      row.forEach((figure, index) => {
        const x = MARGIN + index * (width + FIGURE_GAP);
        doc.setFillColor(colors.surfaceMuted);
        doc.setDrawColor(colors.border);
        doc.roundedRect(x, y, width, height, 4, 4, 'FD');
        text(figure.label, x + 8, y + 8, { size: 8, color: colors.textMuted });
        text(displayText(figure.value, figure.format), x + 8, y + 20, { size: 14, bold: true });
        (hintLines[index] ?? []).forEach((line, lineIndex) => {
          text(line, x + 8, y + 39 + lineIndex * 9, { size: 7.5, color: colors.textMuted });
        });
      });
      y += height + FIGURE_GAP;
    }
    y += 4;
  };

  const drawLegend = (chart: ReportChart) => {
    if (chart.series.length < 2) return;
    let x = MARGIN;
    for (const series of chart.series) {
      doc.setFillColor(chartToneColor(series.tone));
      doc.rect(x, y + 1, 8, 8, 'F');
      text(series.label, x + 12, y, { size: 8.5, color: colors.textMuted });
      doc.setFontSize(8.5);
      x += 12 + doc.getTextWidth(pdfText(series.label)) + 16;
    }
    y += 16;
  };

  const drawBarChart = (chart: ReportChart) => {
    const values = chart.series.flatMap((series) => series.values);
    const full = chart.max ?? chartTicks(Math.max(0, ...values)).at(-1) ?? 1;
    doc.setFontSize(8);
    const valueRoom =
      Math.max(...values.map((value) => doc.getTextWidth(pdfText(chart.format(value))))) + 8;
    const barRoom = contentWidth - valueRoom;
    const groupHeight =
      BAR_LABEL_HEIGHT + chart.series.length * (BAR_HEIGHT + BAR_GAP) - BAR_GAP + BAR_GROUP_GAP;
    ensureRoom(24 + Math.min(3, chart.labels.length) * groupHeight);
    text(chart.title, MARGIN, y, { size: 10, bold: true });
    y += 15;
    drawLegend(chart);
    chart.labels.forEach((label, labelIndex) => {
      ensureRoom(groupHeight);
      text(label, MARGIN, y, { size: 8.5 });
      y += BAR_LABEL_HEIGHT;
      for (const series of chart.series) {
        const value = series.values[labelIndex] ?? 0;
        const length = Math.max(0, Math.min(barRoom, (value / full) * barRoom));
        doc.setFillColor(colors.surfaceMuted);
        doc.rect(MARGIN, y, barRoom, BAR_HEIGHT, 'F');
        doc.setFillColor(chartToneColor(series.tone));
        doc.rect(MARGIN, y, length, BAR_HEIGHT, 'F');
        text(chart.format(value), MARGIN + length + 4, y, { size: 8, color: colors.textMuted });
        y += BAR_HEIGHT + BAR_GAP;
      }
      y += BAR_GROUP_GAP - BAR_GAP;
    });
    y += 6;
  };

  const drawLineChart = (chart: ReportChart) => {
    const values = chart.series.flatMap((series) => series.values);
    const ticks = chartTicks(Math.max(0, ...values));
    const top = chart.max ?? ticks.at(-1) ?? 1;
    doc.setFontSize(8);
    const axisRoom = Math.max(...ticks.map((tick) => doc.getTextWidth(chart.format(tick)))) + 8;
    ensureRoom(LINE_CHART_HEIGHT + 44);
    text(chart.title, MARGIN, y, { size: 10, bold: true });
    y += 15;
    drawLegend(chart);
    const plot = {
      left: MARGIN + axisRoom,
      right: MARGIN + contentWidth - 12,
      top: y + 4,
      bottom: y + LINE_CHART_HEIGHT,
    };
    const yOf = (value: number) => plot.bottom - (value / top) * (plot.bottom - plot.top);
    const step = chart.labels.length > 1 ? (plot.right - plot.left) / (chart.labels.length - 1) : 0;
    const xOf = (index: number) => plot.left + index * step;
    doc.setLineWidth(0.5);
    for (const tick of ticks) {
      doc.setDrawColor(colors.border);
      doc.line(plot.left, yOf(tick), plot.right, yOf(tick));
      text(chart.format(tick), plot.left - 6, yOf(tick) - 4, {
        size: 8,
        color: colors.textMuted,
        align: 'right',
      });
    }
    chart.labels.forEach((label, index) => {
      text(label, xOf(index), plot.bottom + 6, {
        size: 8,
        color: colors.textMuted,
        align: 'center',
      });
    });
    for (const series of chart.series) {
      const color = chartToneColor(series.tone);
      doc.setDrawColor(color);
      doc.setFillColor(color);
      doc.setLineWidth(1.75);
      const points = series.values.map((value, index) => [xOf(index), yOf(value)] as const);
      points.slice(1).forEach(([x, pointY], index) => {
        const [fromX, fromY] = points[index] ?? [x, pointY];
        doc.line(fromX, fromY, x, pointY);
      });
      for (const [x, pointY] of points) doc.circle(x, pointY, 2.25, 'F');
    }
    y = plot.bottom + 26;
  };

  const drawTable = (table: ReportTable) => {
    ensureRoom(TABLE_START_ROOM);
    text(table.title, MARGIN, y, { size: 10, bold: true });
    y += 15;
    autoTable(doc, {
      startY: y,
      margin: { top: MARGIN, bottom: MARGIN + FOOTER_GAP, left: MARGIN, right: MARGIN },
      head: [table.columns.map((column) => pdfText(column.label))],
      body: table.rows.map((row) =>
        row.map((entry, index) => pdfText(displayText(entry, table.columns[index]?.format))),
      ),
      // The header row again at the top of every page the table runs onto.
      showHead: 'everyPage',
      rowPageBreak: 'avoid',
      theme: 'plain',
      styles: {
        font: 'helvetica',
        fontSize: 8.5,
        cellPadding: { top: 4, right: 6, bottom: 4, left: 6 },
        textColor: colors.text,
        lineColor: colors.border,
        lineWidth: { bottom: 0.5 },
      },
      headStyles: { fontStyle: 'bold', fillColor: colors.surfaceMuted, textColor: colors.text },
      columnStyles: Object.fromEntries(
        table.columns.map((column, index) => [index, { halign: columnAlign(column) }]),
      ),
      // Column styles leave the header row be: its labels line up with their values too.
      didParseCell: ({ section, column, cell }) => {
        const reportColumn = table.columns[column.index];
        if (section === 'head' && reportColumn) cell.styles.halign = columnAlign(reportColumn);
      },
    });
    y = (doc as jsPDF & { lastAutoTable: { finalY: number } }).lastAutoTable.finalY + 14;
  };

  const drawSection = (section: ReportSection) => {
    ensureRoom(SECTION_START_ROOM);
    text(section.title, MARGIN, y, { size: 13, bold: true });
    y += 18;
    if (section.description) {
      text(section.description, MARGIN, y, { size: 9, color: colors.textMuted });
      y += 15;
    }
    if (section.figures?.length) drawFigures(section.figures);
    if (section.chart?.kind === 'bar') drawBarChart(section.chart);
    if (section.chart?.kind === 'line') drawLineChart(section.chart);
    for (const table of section.tables ?? []) drawTable(table);
    for (const note of section.notes ?? []) {
      for (const line of wrapped(note, contentWidth, 9)) {
        ensureRoom(13);
        text(line, MARGIN, y, { size: 9 });
        y += 13;
      }
    }
    y += SECTION_GAP;
  };

  for (const section of report.sections) drawSection(section);

  const pages = doc.getNumberOfPages();
  for (let number = 1; number <= pages; number += 1) {
    doc.setPage(number);
    const footerY = page.height - MARGIN;
    doc.setDrawColor(colors.border);
    doc.setLineWidth(0.5);
    doc.line(MARGIN, footerY - 8, page.width - MARGIN, footerY - 8);
    const context = [report.title, ...report.filters.map((filter) => filter.value)].join(' · ');
    text(`Qube · ${context}`, MARGIN, footerY, { size: 8, color: colors.textMuted });
    text(`Page ${number} of ${pages}`, page.width - MARGIN, footerY, {
      size: 8,
      color: colors.textMuted,
      align: 'right',
    });
  }

  return { bytes: doc.output('arraybuffer'), pages };
}
