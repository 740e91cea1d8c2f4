import { myAuditEventsInfiniteQuery } from '@q/api-client';
import { Button, Skeleton, VisuallyHidden } from '@q/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { aboutYouText, auditTimeText } from '../../lib/audit-text';

const PLACEHOLDER_ROWS = 3;

/** A line under the list, saying how it failed: the server's words when it sent some. */
const failureText = (error: Error) => error.message;

/** Focuses an element as it mounts: the first event Load more brought. */
const focusOnMount = (element: HTMLElement | null) => element?.focus();

/**
 * "Who viewed my data" (the account menu's dialog): the events about the signed-in person, newest
 * first, each as who did what and when ('sarah.chen@acme.example viewed your time off · 27 Nov
 * 2026, 14:05 UTC'), 20 at a time. Its code, with the trail's labels, loads as the dialog opens.
 */
export function MyAuditEvents() {
  const events = useInfiniteQuery(myAuditEventsInfiniteQuery());
  const [focusId, setFocusId] = useState<number | null>(null);

  if (events.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden>Loading who viewed your data</VisuallyHidden>
        <Placeholders aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
            <Skeleton key={row} height="1.25rem" width={row % 2 ? '65%' : '85%'} />
          ))}
        </Placeholders>
      </div>
    );
  }
  if (events.isError && !events.isFetchNextPageError) {
    return (
      <Notice role="alert">
        <p>Unable to load who viewed your data. {failureText(events.error)}</p>
        <Button variant="outline" onClick={() => events.refetch()}>
          Retry
        </Button>
      </Notice>
    );
  }
  const list = events.data.pages.flatMap((page) => page.events);
  if (list.length === 0) {
    return (
      <Notice>
        <p>No one has viewed your personal data</p>
      </Notice>
    );
  }

  const loadMore = async () => {
    if (events.isFetchingNextPage) return;
    const result = await events.fetchNextPage();
    const first = result.isError ? undefined : result.data?.pages.at(-1)?.events[0];
    if (first) setFocusId(first.id);
  };
  return (
    <Stack>
      <Events aria-label="Events about you, newest first">
        {list.map((event) => (
          <li
            key={event.id}
            tabIndex={event.id === focusId ? -1 : undefined}
            ref={event.id === focusId ? focusOnMount : undefined}
          >
            {aboutYouText(event)}
            <span aria-hidden="true"> · </span>
            <VisuallyHidden>, </VisuallyHidden>
            <time dateTime={event.at}>{auditTimeText(event.at)}</time>
          </li>
        ))}
      </Events>
      {events.isFetchNextPageError && (
        <Problem role="alert">
          Unable to load more. {failureText(events.error)} Press Load more to try again.
        </Problem>
      )}
      {events.hasNextPage && (
        <div>
          <Button
            variant="outline"
            size="sm"
            aria-disabled={events.isFetchingNextPage || undefined}
            onClick={() => void loadMore()}
          >
            {events.isFetchingNextPage ? 'Loading more…' : 'Load more'}
          </Button>
        </div>
      )}
    </Stack>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
`;

const Events = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    padding: ${({ theme }) => theme.space[2]} 0;
    overflow-wrap: anywhere;
  }

  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  li:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  time {
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
`;

const Placeholders = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

const Notice = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]} ${({ theme }) => theme.space[4]};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
