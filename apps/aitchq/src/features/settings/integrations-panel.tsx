import { endpointQuery } from '@q/api-client';
import { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import type { SystemType } from '@q/schemas/enums';
import { SYSTEM_TYPE_LABELS } from '@q/schemas/integration-catalog';
import { Button, Card, GridList, Skeleton, VisuallyHidden } from '@q/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { IntegrationCard } from './integration-card';
import { errorText } from './integration-rules';
import * as S from './styled';
import type { SystemTypeKey } from './types';

const SYSTEM_TYPES: SystemTypeKey[] = (Object.keys(SYSTEM_TYPE_LABELS) as SystemType[]).map(
  (type) => ({ type, label: SYSTEM_TYPE_LABELS[type] }),
);

/** The System Integrations tab: one card per type; one card edits at a time. */
export function IntegrationsPanel() {
  const integrations = useQuery(endpointQuery(INTEGRATIONS_API.listIntegrations));
  const [editing, setEditing] = useState<SystemType | null>(null);

  if (integrations.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden role="status">Loading integrations</VisuallyHidden>
        <GridList $columns={S.CARD_GRID_COLUMNS}>
          {SYSTEM_TYPES.map(({ type }) => (
            <S.GridItem key={type} $isWide={false}>
              <Card>
                <Skeleton height="1.5rem" width="40%" />
                <Skeleton height="1rem" width="70%" />
                <Skeleton height="2.5rem" width="8rem" />
              </Card>
            </S.GridItem>
          ))}
        </GridList>
      </div>
    );
  }

  if (integrations.isError) {
    return (
      <S.Notice role="alert">
        <p>Unable to load integrations. {errorText(integrations.error)}</p>
        <Button variant="outline" onClick={() => integrations.refetch()}>
          Try again
        </Button>
      </S.Notice>
    );
  }

  const records = integrations.data;
  return (
    <>
      {records.length === 0 && (
        <S.EmptyNote>
          No integrations are configured yet. Pick a system below and connect it.
        </S.EmptyNote>
      )}
      <GridList $columns={S.CARD_GRID_COLUMNS}>
        {SYSTEM_TYPES.map((systemType) => (
          <S.GridItem key={systemType.type} $isWide={editing === systemType.type}>
            <IntegrationCard
              systemType={systemType}
              record={records.find((record) => record.systemType === systemType.type)}
              isEditing={editing === systemType.type}
              onEdit={() => setEditing(systemType.type)}
              onClose={() => setEditing(null)}
            />
          </S.GridItem>
        ))}
      </GridList>
    </>
  );
}
