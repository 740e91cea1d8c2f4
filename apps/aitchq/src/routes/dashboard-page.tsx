import { AppMain, AppShell, ErrorBoundary } from '@q/ui';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { DashboardHeader } from '../features/dashboard-header/dashboard-header';
import { KeyDeliverables } from '../features/deliverables/key-deliverables';
import { NewsTicker } from '../features/news-ticker/news-ticker';
import { DashboardSection } from '../lib/dashboard-section';
import { useIsPastFirstPaint } from '../lib/use-is-past-first-paint';
import { useToday } from '../lib/use-today';
import { prefetchLaterSections } from './prefetch-dashboard';

/** How long the later sections wait for their data before they render without it. */
const LATER_DATA_WAIT_MS = 1000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The sections below the first screen and the assistant: code loaded after the first paint. */
const loadLaterSections = () => import('./dashboard-later-sections');
const LaterSections = lazy(() =>
  loadLaterSections().then(({ LaterSections }) => ({ default: LaterSections })),
);
const LateAssistant = lazy(() =>
  loadLaterSections().then(({ LateAssistant }) => ({ default: LateAssistant })),
);

/**
 * The manager dashboard (SPEC §2): Today's Insights, then the sections in the spec's order, with
 * Management Insights after the people widgets, and the floating assistant. Today's date is read
 * here once and handed to the widgets that word due dates.
 *
 * What a first screen shows — the header, the ticker and Key Deliverables (fixed data) — renders
 * at once. The other sections and the assistant follow once that has been shown: their code and
 * data are asked for then, and they render as transitions, a section at a time. The first screen
 * shows sooner, its requests do not queue behind the rest's, and no long task builds the page.
 */
export function DashboardPage() {
  const today = useToday();
  const queryClient = useQueryClient();
  // Once the first screen is painted, the rest's code and calls leave together, the code first:
  // nothing renders before it, and the browser sends six requests at a time. The rest renders
  // once its code and data are in, each widget once and with its data; a slow call holds it back
  // for LATER_DATA_WAIT_MS at most, after which its widget shows its own loading state.
  const isPastFirstPaint = useIsPastFirstPaint(() => {
    const code = loadLaterSections();
    const data = prefetchLaterSections(queryClient);
    return Promise.all([code, Promise.race([data, delay(LATER_DATA_WAIT_MS)])]);
  });
  return (
    <AppShell>
      <DashboardHeader />
      <AppMain>
        {/* There from the first render, so the later parts, arriving in a transition, never show
            a fallback: the page as it is stays until they are ready. */}
        <Suspense>
          <Stack>
            <ErrorBoundary>
              <NewsTicker />
            </ErrorBoundary>
            <DashboardSection title="Key Deliverables" isWide>
              <ErrorBoundary>
                <KeyDeliverables today={today} />
              </ErrorBoundary>
            </DashboardSection>
            {isPastFirstPaint && (
              <ErrorBoundary>
                <LaterSections today={today} />
              </ErrorBoundary>
            )}
          </Stack>
          {isPastFirstPaint && (
            <ErrorBoundary>
              <LateAssistant today={today} />
            </ErrorBoundary>
          )}
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
