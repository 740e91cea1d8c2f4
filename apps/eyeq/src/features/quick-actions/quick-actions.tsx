import { Button, DeferredTooltip, DeferredTooltipProvider } from '@q/ui';
import { COMING_SOON } from '../../lib/constants';
import { DashboardCard } from '../../lib/dashboard-card';
import * as S from './styled';

const QUICK_ACTIONS = [
  'Schedule Focus Time',
  'Request 1:1 Meeting',
  'Continue Learning',
  'View Impact Report',
] as const;

/**
 * Quick Actions. None of them does anything yet (docs/behaviour.md §2), so rather than buttons that
 * silently fail they are disabled and say so. `aria-disabled` rather than `disabled` keeps them in
 * the tab order, so keyboard users reach the 'Coming soon' hint too.
 */
export function QuickActions() {
  return (
    <DashboardCard
      // Shortcuts only, no figures: nothing to say the provenance of.
      source={null}
      title="Quick Actions"
      description={`${COMING_SOON}: these shortcuts are not available yet.`}
    >
      <DeferredTooltipProvider>
        <S.Actions $columns={{ sm: 2, lg: 4 }} $gap={3}>
          {QUICK_ACTIONS.map((action) => (
            <li key={action}>
              <DeferredTooltip content={COMING_SOON}>
                <Button variant="outline" aria-disabled="true">
                  {action}
                </Button>
              </DeferredTooltip>
            </li>
          ))}
        </S.Actions>
      </DeferredTooltipProvider>
    </DashboardCard>
  );
}
