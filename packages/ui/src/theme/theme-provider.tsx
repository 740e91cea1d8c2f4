import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from './global-style';
import { theme } from './theme';

export interface QThemeProviderProps {
  children: ReactNode;
}

/** The kit's theme and global styles; mount once at the root of each app. */
export function QThemeProvider({ children }: QThemeProviderProps) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
