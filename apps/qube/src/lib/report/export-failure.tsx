import { Failure } from './export-report-menu.styled';

/** Said under 'Export Report' when a file cannot be made, the menu's own code failing to load included. */
export function ExportFailure() {
  return <Failure role="alert">Export failed: the file could not be made. Try again.</Failure>;
}
