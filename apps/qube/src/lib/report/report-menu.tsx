import { type ButtonProps, listKeyIndex, VisuallyHidden } from '@q/ui';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
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

const busyText = (format: ExportFormat) => (format === 'csv' ? 'Exporting CSV…' : 'Exporting PDF…');

/**
 * 'Export Report' once asked for (`ExportReportMenu` loads it and shows it in its place, open):
 * a disclosure of three buttons (PDF on A4, PDF on Letter, CSV). Enter, Space or a click opens
 * it; the arrows, Home and End move between the choices; Escape closes it and returns focus to
 * the button; a click or focus elsewhere closes it. While a file is made the button says so; a
 * failure is said under it. The exporter's code (the PDF library among it) loads on the first
 * export.
 */
export function ReportMenu({ loadReport, initialFocus, renderButton }: ReportMenuProps) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(true);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const choiceRefs = useRef<Array<HTMLButtonElement | null>>([]);
  /**
   * The choice to focus once the panel shows (it cannot take focus while hidden); 'button' as
   * the menu first shows after a click, since the button clicked was the one it replaced.
   */
  const pendingFocus = useRef<number | 'button' | null>(
    { first: 0, last: EXPORT_CHOICES.length - 1, button: 'button' as const }[initialFocus],
  );
  const isBusy = status.kind === 'busy';

  useEffect(() => {
    if (!isOpen) return;
    if (pendingFocus.current === 'button') triggerRef.current?.focus();
    else if (pendingFocus.current !== null) choiceRefs.current[pendingFocus.current]?.focus();
    pendingFocus.current = null;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  const open = (focusIndex: number | null) => {
    if (isBusy) return;
    pendingFocus.current = focusIndex;
    setIsOpen(true);
  };

  const close = () => {
    setIsOpen(false);
    triggerRef.current?.focus();
  };

  const exportAs = async (format: ExportFormat) => {
    close();
    if (isBusy) return;
    setStatus({ kind: 'busy', format });
    const started = performance.now();
    try {
      const [report, exporter] = await Promise.all([loadReport(), import('./export-report')]);
      const file = await exporter.buildExportFile(report, format, new Date());
      exporter.downloadFile(file);
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

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 0 : EXPORT_CHOICES.length - 1);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      close();
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
      return;
    }
    const current = choiceRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const next = listKeyIndex(event.key, current, EXPORT_CHOICES.length);
    if (next === undefined) return;
    event.preventDefault();
    choiceRefs.current[next]?.focus();
  };

  return (
    <Root
      ref={rootRef}
      onBlur={(event) => {
        if (isOpen && !rootRef.current?.contains(event.relatedTarget as Node | null)) {
          setIsOpen(false);
        }
      }}
    >
      {renderButton({
        ref: triggerRef,
        'aria-expanded': isOpen,
        'aria-controls': panelId,
        'aria-disabled': isBusy || undefined,
        onClick: (event) => {
          if (isOpen) setIsOpen(false);
          // From the keyboard (detail 0), focus moves to the first choice.
          else open(event.detail === 0 ? 0 : null);
        },
        onKeyDown: onTriggerKeyDown,
        children: (
          <>
            {isBusy ? <S.Busy aria-hidden="true" /> : <DownloadIcon />}
            {isBusy ? busyText(status.format) : 'Export Report'}
          </>
        ),
      })}
      <S.Panel id={panelId} hidden={!isOpen} onKeyDown={onPanelKeyDown}>
        {EXPORT_CHOICES.map((choice, index) => (
          <li key={choice.format}>
            <S.Choice
              type="button"
              ref={(element: HTMLButtonElement | null) => {
                choiceRefs.current[index] = element;
              }}
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
