import { PageQueryProvider } from '@q/ui/app';
import { useQuery } from '@tanstack/react-query';
import { KPI_CARDS } from '../data/overview';
import { KpiCards } from '../features/kpi-cards/kpi-cards';
import { financeKpis } from '../lib/finance-kpis';
import { FINANCE_QUERY } from './finance-query';

/**
 * The overview's KPI cards with Revenue YTD and Gross Margin from the connected financial system.
 * A chunk of its own, loaded after the overview's first paint: the server renders it with its
 * answer, and the sample cards stand in while the browser loads it. Until the answer comes, or
 * if the call fails, the cards are the sample's, labelled.
 */
export default function FinanceKpiCards() {
  return (
    <PageQueryProvider>
      <Cards />
    </PageQueryProvider>
  );
}

function Cards() {
  const query = useQuery(FINANCE_QUERY);
  const { kpis, source } = financeKpis(KPI_CARDS, query.data);
  return <KpiCards kpis={kpis} computedFrom={source} />;
}
