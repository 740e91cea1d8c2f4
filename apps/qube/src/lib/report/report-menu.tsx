import { endpointRequest, useAuth } from '@q/api-client';
import { AUDIT_API } from '@q/schemas/api/audit';
import type { ReportExportRequest } from '@q/schemas/audit';
import { type ButtonProps, useMenuDisclosure, VisuallyHidden } from '@q/ui';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { DownloadIcon } from '../icons';
import { ExportFailure } from './export-failure';
import type { ExportFormat } from './export-report';
import { Root } from './export-report-menu.styled';
import type { Report } from './report';
import * as S from './report-menu.styled';

export interface ReportMenuProps {
  /**
   * The page's export model in the state the page is in (its view, its filters). Called when
   * the user picks a format, so the model's code loads then, not with the page.
   */
  loadReport: () => Promise<Report>;
  /** The page the report is of: a signed-in person's export is recorded under it. */
  page: ReportExportRequest['page'];
  /**
   * Where focus goes as the menu first shows, open: a choice when it was opened from the
   * keyboard, else its button, which takes the place of the one that was clicked.
   */
  initialFocus: 'first' | 'last' | 'button';
  /**
   * The kit's button, as the page draws it: handed in rather than imported, so that no part of
   * the kit moves out of the app's entry chunk for this lazily loaded one.
   */
  renderButton: (props: ButtonProps) => ReactNode;
}

interface Choice {
  format: ExportFormat;
  label: string;
  description: string;
}

export const EXPORT_CHOICES: readonly Choice[] = [
  { format: 'pdf-a4', label: 'PDF (A4)', description: 'The whole page on A4 paper' },
  { format: 'pdf-letter', label: 'PDF (US Letter)', description: 'The whole page on Letter paper' },
  { format: 'csv', label: 'CSV', description: 'One file per table, zipped when several' },
];

/** Name of the performance measure of each export, read by the export benchmark. */
export const EXPORT_MEASURE = 'qube-report-export';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy'; format: ExportFormat }
  | { kind: 'done'; fileName: string }
  | { kind: 'failed' };

/**
 * Tells the server that the signed-in person exported the page's report (the audit trail's
 * "Report exported"): fire-and-forget, after the file was handed over. A failure (offline, a
 * server without the call yet, a session that ended) is ignored: it never disturbs the export,
 * and it signs no one out. The declaration is imported here, in the menu's lazily loaded code,
 * not with the page.
 */
function recordExport(page: ReportExportRequest['page'], format: ExportFormat): void {
  endpointRequest(AUDIT_API.recordExport, {
    body: { page, format: format === 'csv' ? 'csv' : 'pdf' },
  }).catch(() => {});
}

const busyText = (format: ExportFormat) => (format === 'csv' ? 'Exporting CSV…' : 'Exporting PDF…');

/**
 * 'Export Report' once asked for (`ExportReportMenu` loads it and shows it in its place, open):
 * a disclosure of three buttons (PDF on A4, PDF on Letter, CSV). Enter, Space or a click opens
 * it; the arrows, Home and End move between the choices; Escape closes it and returns focus to
 * the button; a click or focus elsewhere closes it. While a file is made the button says so; a
 * failure is said under it. The exporter's code (the PDF library among it) loads on the first
 * export. A signed-in person's export is then recorded on the server (the audit trail), in the
 * background.
 */
export function ReportMenu({ loadReport, page, initialFocus, renderButton }: ReportMenuProps) {
  const panelId = useId();
  const { isAuthenticated } = useAuth();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const isBusy = status.kind === 'busy';
  const menu = useMenuDisclosure<HTMLButtonElement>({
    itemCount: EXPORT_CHOICES.length,
    initiallyOpen: true,
    initialFocus: { first: 0, last: EXPORT_CHOICES.length - 1, button: null }[initialFocus],
  });
  // Shown after a click, the menu takes the place of the button clicked: focus goes to its own.
  const { triggerRef } = menu;
  useEffect(() => {
    if (initialFocus === 'button') triggerRef.current?.focus();
  }, [initialFocus, triggerRef]);
  /** While a file is made, nothing opens the menu. */
  const openAt = (index: number | null) => {
    if (!isBusy) menu.openAt(index);
  };

  const exportAs = async (format: ExportFormat) => {
    menu.close(true);
    if (isBusy) return;
    setStatus({ kind: 'busy', format });
    const started = performance.now();
    try {
      const [report, exporter] = await Promise.all([loadReport(), import('./export-report')]);
      const file = await exporter.buildExportFile(report, format, new Date());
      exporter.downloadFile(file);
      // The audit trail records who exported what; never for a visitor, never in the way.
      if (isAuthenticated) recordExport(page, format);
      performance.measure?.(EXPORT_MEASURE, {
        start: started,
        detail: { format, name: file.name, bytes: file.blob.size, pages: file.pages },
      });
      setStatus({ kind: 'done', fileName: file.name });
    } catch (error) {
      console.error('Export Report failed', error);
      setStatus({ kind: 'failed' });
    }
  };

  return (
    <Root ref={menu.rootRef} onBlur={menu.onBlur}>
      {renderButton({
        ref: menu.triggerRef,
        'aria-expanded': menu.isOpen,
        'aria-controls': panelId,
        'aria-disabled': isBusy || undefined,
        onClick: (event) => {
          if (menu.isOpen) menu.close(false);
          // From the keyboard (detail 0), focus moves to the first choice.
          else openAt(event.detail === 0 ? 0 : null);
        },
        onKeyDown: (event) => {
          if (!isBusy) menu.onTriggerKey(event);
        },
        children: (
          <>
            {isBusy ? <S.Busy aria-hidden="true" /> : <DownloadIcon />}
            {isBusy ? busyText(status.format) : 'Export Report'}
          </>
        ),
      })}
      <S.Panel id={panelId} hidden={!menu.isOpen} onKeyDown={menu.onPanelKey}>
        {EXPORT_CHOICES.map((choice, index) => (
          <li key={choice.format}>
            <S.Choice
              type="button"
              ref={menu.itemRef(index)}
              onClick={() => void exportAs(choice.format)}
            >
              <S.ChoiceLabel>{choice.label}</S.ChoiceLabel>{' '}
              <S.ChoiceDescription>{choice.description}</S.ChoiceDescription>
            </S.Choice>
          </li>
        ))}
      </S.Panel>
      <VisuallyHidden role="status">
        {status.kind === 'busy' && busyText(status.format)}
        {status.kind === 'done' && `Report downloaded: ${status.fileName}`}
      </VisuallyHidden>
      {status.kind === 'failed' && <ExportFailure />}
    </Root>
  );
}
