import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { startTransition, useEffect, useState } from 'react';
import { isoDateFromToday, localDay } from './dates';
import { useIsHydrating } from './use-now';

const MS_PER_MINUTE = 60_000;

/**
 * The answer under which a page rendered on the server carries the calendar day it was rendered
 * on ('YYYY-MM-DD', the server's own): its due dates were worded for that day, which is another
 * one than the reader's near midnight, in another time zone, or for a page kept since yesterday.
 */
const RENDERED_DAY_KEY = 'rendered-day';

/** The day a page is rendered on, as an answer the page hands the browser (the server entry's). */
export function renderedDayAnswer(now: Date): Record<string, string> {
  return { [RENDERED_DAY_KEY]: isoDateFromToday(0, now) };
}

function renderedDay(queryClient: QueryClient): Date | undefined {
  const day = queryClient.getQueryData<unknown>([RENDERED_DAY_KEY]);
  const date = typeof day === 'string' ? localDay(day) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

/**
 * Today's date for due-date wording, read once at the page and handed to the widgets (rules never
 * read the clock). Taking over a page rendered on the server, it starts from the day the page was
 * rendered on, so the markup is the browser's own first render, then moves to the reader's day.
 * It moves on when the calendar day changes, so a page left open overnight does not keep saying
 * 'Due today'.
 */
export function useToday(): Date {
  const queryClient = useQueryClient();
  const isHydrating = useIsHydrating();
  const [today, setToday] = useState(() => (isHydrating && renderedDay(queryClient)) || new Date());
  useEffect(() => {
    const moveOn = () => {
      const now = new Date();
      // A transition: the sections whose code is still on its way keep the server's markup until
      // it is in, instead of being drawn again from nothing (React #421).
      startTransition(() =>
        setToday((current) => (current.toDateString() === now.toDateString() ? current : now)),
      );
    };
    moveOn();
    const timer = window.setInterval(moveOn, MS_PER_MINUTE);
    return () => window.clearInterval(timer);
  }, []);
  return today;
}
