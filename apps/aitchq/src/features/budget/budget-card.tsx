import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import { Badge, formatUsd, listReset, ProgressBar, SampleDataBadge } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { numberFromString } from '../../lib/numbers';
import { Stat, StatGrid, Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';
import { BUDGET_PERIOD, budgetRemaining, budgetUtilization, utilizationBand } from './budget-rules';

/** Budget vs Actual Tracker: each line's spend against its budget, and what remains. */
export function BudgetCard() {
  const { data, status } = useQuery(endpointQuery(MANAGER_API.budgetTracker));
  const total = data ? budgetUtilization(data) : 0;
  const totalBand = utilizationBand(total);
  return (
    <Widget
      title="Budget vs Actual Tracker"
      provenance={<SampleDataBadge source="your finance system" />}
      description={`${BUDGET_PERIOD.quarter} · ${BUDGET_PERIOD.timeLeft}`}
      actions={<Badge variant="success">{BUDGET_PERIOD.status}</Badge>}
      isBusy={status === 'pending'}
    >
      {status === 'pending' && <WidgetSkeleton label="Loading budget" />}
      {status === 'error' && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load the budget
        </WidgetMessage>
      )}
      {data?.length === 0 && <WidgetMessage>No budget data available</WidgetMessage>}
      {data && data.length > 0 && (
        <>
          <StatGrid $columns={2}>
            <Stat>
              <dt>Remaining</dt>
              <dd>{formatUsd(budgetRemaining(data))}</dd>
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
            {data.map((line) => {
              const utilization = numberFromString(line.utilization);
              const band = utilizationBand(utilization);
              return (
                <li key={line.id}>
                  <LineHead>
                    <strong>{line.category}</strong>
                    <span>
                      {formatUsd(Number(line.actual))} of {formatUsd(Number(line.budgeted))}
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
