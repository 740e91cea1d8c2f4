import type { AiPanelActionItem, Signal } from '@q/schemas/executive';
import { Button } from '@q/ui';
import { lazy, Suspense, useState } from 'react';
import { SparklesIcon } from '../../lib/icons';

// The panel (and the dialog code under it) loads on first use: most visits never open it.
const loadPanel = () => import('./ai-insights-panel');
const AiInsightsPanel = lazy(() =>
  loadPanel().then(({ AiInsightsPanel }) => ({ default: AiInsightsPanel })),
);

export interface AiInsightsProps {
  signals: readonly Signal[];
  actions: readonly AiPanelActionItem[];
}

/** The 'AI Insights' button and the right-side panel it opens. */
export function AiInsights({ signals, actions }: AiInsightsProps) {
  const [isOpen, setIsOpen] = useState(false);
  const [hasOpened, setHasOpened] = useState(false);
  const preload = () => void loadPanel();
  return (
    <>
      <Button
        aria-haspopup="dialog"
        onClick={() => {
          setHasOpened(true);
          setIsOpen(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <SparklesIcon />
        AI Insights
      </Button>
      {hasOpened && (
        <Suspense fallback={null}>
          <AiInsightsPanel
            open={isOpen}
            onOpenChange={setIsOpen}
            signals={signals}
            actions={actions}
          />
        </Suspense>
      )}
    </>
  );
}
