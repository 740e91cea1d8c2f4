import { useEffect, useState } from 'react';

const MS_PER_MINUTE = 60_000;

/**
 * Today's date for due-date wording, read once at the page and handed to the widgets (rules never
 * read the clock). It moves on when the calendar day changes, so a page left open overnight does
 * not keep saying 'Due today'.
 */
export function useToday(): Date {
  const [today, setToday] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => {
      const now = new Date();
      setToday((current) => (current.toDateString() === now.toDateString() ? current : now));
    }, MS_PER_MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
