import { AppMain, AppShell, ErrorBoundary } from '@q/ui';
import { useToday } from '@q/ui/app';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { DashboardHeader } from '../features/dashboard-header/dashboard-header';
import { KeyDeliverables } from '../features/deliverables/key-deliverables';
import { NewsTicker } from '../features/news-ticker/news-ticker';
import { DashboardSection } from '../lib/dashboard-section';
import { loadLaterSections } from './load-later-sections';

const LaterSections = lazy(() =>
  loadLaterSections().then(({ LaterSections }) => ({ default: LaterSections })),
);
const LateAssistant = lazy(() =>
  loadLaterSections().then(({ LateAssistant }) => ({ default: LateAssistant })),
);

/**
 * The manager dashboard (docs/behaviour.md §2): Today's Insights, then the sections in the
 * documented order, with Management Insights after the people widgets, and the floating assistant.
 * Today's date is read here once and handed to the widgets that word due dates.
 *
 * The server renders the whole page with its data. In the browser, what a first screen shows —
 * the header, the ticker and Key Deliverables — comes with the page's first chunk and is taken
 * over first; the sections below and the assistant come in a chunk of their own, and their
 * markup stays as the server sent it until that chunk is in.
 */
export function DashboardPage() {
  const today = useToday();
  return (
    <AppShell>
      <DashboardHeader />
      <AppMain>
        <Stack>
          <ErrorBoundary>
            <NewsTicker />
          </ErrorBoundary>
          <DashboardSection title="Key Deliverables" isWide>
            <ErrorBoundary>
              <KeyDeliverables today={today} />
            </ErrorBoundary>
          </DashboardSection>
          <Suspense>
            <ErrorBoundary>
              <LaterSections today={today} />
            </ErrorBoundary>
          </Suspense>
        </Stack>
        <Suspense>
          <ErrorBoundary>
            <LateAssistant today={today} />
          </ErrorBoundary>
        </Suspense>
      </AppMain>
    </AppShell>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[8]};
  /* Room under the last widget so the floating assistant button never covers it. */
  padding-bottom: ${({ theme }) => theme.space[16]};
`;
