import { Button, ErrorBoundary } from '@q/ui';
import { useToday } from '@q/ui/app';
import { getRouteApi } from '@tanstack/react-router';
import { sampleSignals } from '../data/signals';
import { SignalsExplorer } from '../features/signals/signals-explorer';
import { SlidersIcon } from '../lib/icons';
import { QubePageHeader } from '../lib/page-header';

const route = getRouteApi('/qube/signals');

/** /qube/signals: the AI signals, searched and filtered through the URL. */
export function SignalsPage() {
  const filters = route.useSearch();
  const navigate = route.useNavigate();
  const signals = sampleSignals(useToday());
  return (
    <>
      <QubePageHeader
        hasBackLink
        title="AI Signals"
        description="Market, sales, product, people and finance signals, ranked by priority."
        actions={
          // Inert: the sample signals have no sources to configure.
          <Button variant="outline">
            <SlidersIcon />
            Configure Sources
          </Button>
        }
      />
      <ErrorBoundary>
        <SignalsExplorer
          signals={signals}
          filters={filters}
          onFiltersChange={(next) => void navigate({ search: next, replace: true })}
        />
      </ErrorBoundary>
    </>
  );
}
