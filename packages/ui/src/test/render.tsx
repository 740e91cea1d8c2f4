import { type RenderOptions, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { QThemeProvider } from '../theme/theme-provider';

/** Renders inside the kit's theme, as every app does. */
export function renderWithTheme(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: QThemeProvider, ...options });
}
