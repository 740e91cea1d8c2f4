import { useEffect } from 'react';

/** Names the browser tab after the page: '<title> — Q'. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} — Q`;
  }, [title]);
}
