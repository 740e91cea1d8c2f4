import { Button, listKeyIndex, VisuallyHidden } from '@q/ui';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { DownloadIcon } from '../icons';
import type { ExportFormat } from './export-report';
import type { Report } from './report';
import * as S from './styled';

export interface ExportReportMenuProps {
  /**
   * The page's export model in the state the page is in (its view, its filters). Called when
   * the user picks a format, so the model's code loads then, not with the page.
   */
  loadReport: () => Promise<Report>;
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
 * 'Export Report': a disclosure of three buttons (PDF on A4, PDF on Letter, CSV). Enter, Space
 * or a click opens it; the arrows, Home and End move between the choices; Escape closes it and
 * returns focus to the button; a click or focus elsewhere closes it. While a file is made the
 * button says so; a failure is said under it. The exporter's code (the PDF library among it)
 * loads on the first export, never with the page.
 */
export function ExportReportMenu({ loadReport }: ExportReportMenuProps) {
  const panelId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const choiceRefs = useRef<Array<HTMLButtonElement | null>>([]);
  /** The choice to focus once the panel shows (it cannot take focus while hidden). */
  const pendingFocus = useRef<number | null>(null);
  const isBusy = status.kind === 'busy';

  useEffect(() => {
    if (!isOpen) return;
    if (pendingFocus.current !== null) {
      choiceRefs.current[pendingFocus.current]?.focus();
      pendingFocus.current = null;
    }
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
    <S.Root
      ref={rootRef}
      onBlur={(event) => {
        if (isOpen && !rootRef.current?.contains(event.relatedTarget as Node | null)) {
          setIsOpen(false);
        }
      }}
    >
      <Button
        ref={triggerRef}
        variant="outline"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-disabled={isBusy || undefined}
        onClick={(event) => {
          if (isOpen) setIsOpen(false);
          // From the keyboard (detail 0), focus moves to the first choice.
          else open(event.detail === 0 ? 0 : null);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {isBusy ? <S.Busy aria-hidden="true" /> : <DownloadIcon />}
        {isBusy ? busyText(status.format) : 'Export Report'}
      </Button>
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
      {status.kind === 'failed' && (
        <S.Failure role="alert">Export failed: the file could not be made. Try again.</S.Failure>
      )}
    </S.Root>
  );
}
