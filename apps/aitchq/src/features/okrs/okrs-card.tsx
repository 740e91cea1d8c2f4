import { endpointQuery } from '@q/api-client';
import { MANAGER_API } from '@q/schemas/api/manager';
import type { Okr } from '@q/schemas/manager';
import { Badge, ProgressBar, StackList } from '@q/ui';
import styled from 'styled-components';
import { DataSourceBadge } from '../../lib/data-source-badge';
import { LightbulbIcon } from '../../lib/icons';
import { numberFromString } from '../../lib/numbers';
import { useLiveOrStored } from '../../lib/use-live-or-stored';
import { Widget, WidgetMessage, WidgetSkeleton } from '../../lib/widget';

/** OKRs Status: Workday's OKRs when connected, else the stored ones. */
export function OkrsCard() {
  const { source, live, stored, isLoading, isStoredError } = useLiveOrStored(
    endpointQuery(MANAGER_API.workdayOkrs),
    endpointQuery(MANAGER_API.okrs),
  );
  const okrs = live ?? stored;
  return (
    <Widget
      title="OKRs Status"
      icon={<LightbulbIcon />}
      actions={<DataSourceBadge state={source} feed="okrs" />}
      isBusy={isLoading}
    >
      {isLoading && <WidgetSkeleton label="Loading OKRs" />}
      {isStoredError && (
        <WidgetMessage isError detail="Please try refreshing the page.">
          Unable to load OKRs
        </WidgetMessage>
      )}
      {okrs?.length === 0 && <WidgetMessage>No OKRs available</WidgetMessage>}
      {okrs && okrs.length > 0 && (
        <StackList>
          {okrs.map((okr) => (
            <OkrItem key={okr.id} okr={okr} />
          ))}
        </StackList>
      )}
    </Widget>
  );
}

function OkrItem({ okr }: { okr: Okr }) {
  const progress = numberFromString(okr.progress);
  return (
    <Item>
      <TitleRow>
        <strong>{okr.title}</strong>
        <Badge variant={okr.type === 'company' ? 'info' : 'neutral'}>
          {okr.type === 'company' ? 'Company' : 'Functional'}
        </Badge>
      </TitleRow>
      <ProgressRow>
        <ProgressBar value={progress} label={`${okr.title} progress`} size="sm" />
        <span>{Math.round(progress)}%</span>
      </ProgressRow>
    </Item>
  );
}

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]};
`;

const ProgressRow = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
