import { endpointQuery } from '@q/api-client';
import { FINANCE_API } from '@q/schemas/api/finance';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { DepartmentBudgetResponse } from '@q/schemas/finance';
import type { BudgetLine } from '@q/schemas/manager';
import { Badge, listReset, ProgressBar, SampleDataBadge } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { numberFromString } from '../../lib/numbers';
import { ProvenanceLabelBadge, ProvenancePlaceholder } from '../../lib/provenance-badge';
import { provenanceLabel } from '../../lib/provenance-rules';
import { useNow } from '../../lib/use-now';
import { Stat, StatGrid, Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import {
  BUDGET_PERIOD,
  budgetRemaining,
  budgetUtilization,
  formatAmount,
  periodText,
  utilizationBand,
  varianceText,
} from './budget-rules';

/** The department's answer once it holds lines: the tracker shows them rather than the sample. */
type LiveBudget = DepartmentBudgetResponse & {
  lines: BudgetLine[];
  currency: string;
  period: { from: string; to: string };
};

function liveBudget(answer: DepartmentBudgetResponse | undefined): LiveBudget | undefined {
  if (!answer?.lines || answer.currency === null || answer.period === null) return undefined;
  return answer as LiveBudget;
}

/**
 * Budget vs Actual Tracker: each line's spend against its budget, and what remains. The lines of
 * the viewer's own department from the connected financial system, year to date, with the sync's
 * badge; without them (nothing connected, no department, no budget for it), the sample with its
 * fixed period text and the sample badge.
 */
export function BudgetCard() {
  const department = useQuery(endpointQuery(FINANCE_API.departmentBudget));
  const live = liveBudget(department.data);
  const usesSample = department.status === 'success' && !live;
  const sample = useQuery({ ...endpointQuery(MANAGER_API.budgetTracker), enabled: usesSample });
  const now = useNow();

  const status = live
    ? 'success'
    : department.status === 'success'
      ? sample.status
      : department.status;
  const lines = live ? live.lines : usesSample ? sample.data : undefined;
  const currency = live?.currency ?? 'USD';
  const total = lines ? budgetUtilization(lines) : 0;
  const totalBand = utilizationBand(total);

  let provenance = <SampleDataBadge source="your finance system" />;
  if (live) provenance = <ProvenanceLabelBadge label={provenanceLabel(live.provenance, now)} />;
  else if (department.status === 'pending') provenance = <ProvenancePlaceholder isLoading />;

  return (
    <Widget
      title="Budget vs Actual Tracker"
      provenance={provenance}
      description={
        live
          ? `${live.department ?? 'Your department'} · ${periodText(live.period)} · ${live.currency}`
          : `${BUDGET_PERIOD.quarter} · ${BUDGET_PERIOD.timeLeft}`
      }
      actions={
        live ? (
          <Badge variant={totalBand.tone}>{totalBand.label}</Badge>
        ) : (
          <Badge variant="success">{BUDGET_PERIOD.status}</Badge>
        )
      }
      isBusy={status === 'pending'}
    >
      {status === 'pending' && <WidgetSkeleton label="Loading budget" />}
      {status === 'error' && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load the budget
        </WidgetMessage>
      )}
      {lines?.length === 0 && <WidgetMessage>No budget data available</WidgetMessage>}
      {lines && lines.length > 0 && (
        <>
          <StatGrid $columns={2}>
            <Stat>
              <dt>Remaining</dt>
              <dd>{formatAmount(budgetRemaining(lines), currency)}</dd>
            </Stat>
            <Stat>
              <dt>Utilisation</dt>
              <dd>{Math.round(total)}%</dd>
              <dd>
                <Badge variant={totalBand.tone}>{totalBand.label}</Badge>
              </dd>
            </Stat>
          </StatGrid>
          <Lines>
            {lines.map((line) => {
              const utilization = numberFromString(line.utilization);
              const band = utilizationBand(utilization);
              return (
                <li key={line.id}>
                  <LineHead>
                    <strong>{line.category}</strong>
                    <span>
                      {formatAmount(Number(line.actual), currency)} of{' '}
                      {formatAmount(Number(line.budgeted), currency)}
                    </span>
                  </LineHead>
                  <ProgressBar
                    value={utilization}
                    label={`${line.category} budget used`}
                    tone={band.tone}
                    size="sm"
                  />
                  <LineFoot>
                    {Math.round(utilization)}% used · {band.label}
                    {live && ` · ${varianceText(line, currency)}`}
                  </LineFoot>
                </li>
              );
            })}
          </Lines>
        </>
      )}
    </Widget>
  );
}

const Lines = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  ${listReset}

  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]};
  }
`;

const LineHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const LineFoot = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
