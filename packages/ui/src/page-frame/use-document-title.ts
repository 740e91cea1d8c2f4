import { useEffect } from 'react';

/** Names the browser tab after the page: '<title> — <app>' ('Q' for the public site). */
export function useDocumentTitle(title: string, app = 'Q'): void {
  useEffect(() => {
    document.title = `${title} — ${app}`;
  }, [title, app]);
}
