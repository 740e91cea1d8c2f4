import { QThemeProvider } from '@q/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

/** Renders a piece that needs neither router nor data, so fake timers can run from the start. */
export function renderWithTheme(ui: ReactElement) {
  return render(ui, { wrapper: QThemeProvider });
}
