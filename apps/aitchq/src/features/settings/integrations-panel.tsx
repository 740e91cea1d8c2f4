import { endpointQuery, organisationQuery } from '@q/api-client';
import { INTEGRATIONS_API } from '@q/schemas/api/integrations';
import type { SystemType } from '@q/schemas/enums';
import { SYSTEM_TYPE_LABELS } from '@q/schemas/integration-catalog';
import type { SystemIntegration } from '@q/schemas/integrations';
import { Button, Card, GridList, Skeleton, VisuallyHidden } from '@q/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import {
  type ConnectionRights,
  canChangeConnections,
  connectionRights,
  RIGHTS_UNKNOWN_NOTE,
  readOnlyNote,
} from './access-rules';
import { IntegrationCard } from './integration-card';
import { errorText, quickbooksOutcomeNote } from './integration-rules';
import * as S from './styled';
import type { SystemTypeKey } from './types';

const SYSTEM_TYPES: SystemTypeKey[] = (Object.keys(SYSTEM_TYPE_LABELS) as SystemType[]).map(
  (type) => ({ type, label: SYSTEM_TYPE_LABELS[type] }),
);

/**
 * The System Integrations tab: one card per type; one card edits at a time. The list and who may
 * change it (`GET /api/organisation`) are asked side by side (a page the server renders starts
 * with both); only an admin gets the buttons and the form, everyone else a note saying who does.
 */
export function IntegrationsPanel() {
  const integrations = useQuery(endpointQuery(INTEGRATIONS_API.listIntegrations));
  const organisation = useQuery(organisationQuery());
  const rights = connectionRights(organisation);
  const canManage = canChangeConnections(rights);
  const [editing, setEditing] = useState<SystemType | null>(null);
  // Rights lost while a form was open (a write refused): its draft goes with it.
  useEffect(() => {
    if (rights.kind === 'read-only' || rights.kind === 'unknown') setEditing(null);
  }, [rights.kind]);

  return (
    <>
      <QuickBooksOutcome />
      <RightsNote rights={rights} onRetry={() => organisation.refetch()} />
      <IntegrationCards
        integrations={integrations}
        canManage={canManage}
        editing={editing}
        setEditing={setEditing}
      />
    </>
  );
}

/**
 * After Connect QuickBooks, Intuit sends the browser back to Settings with the outcome in the
 * address: said once, read after the page is shown (the server renders it without the address).
 */
function QuickBooksOutcome() {
  const [note, setNote] = useState<ReturnType<typeof quickbooksOutcomeNote>>(null);
  useEffect(() => setNote(quickbooksOutcomeNote(window.location.search)), []);
  if (!note) return null;
  return (
    <S.AccessNote role="status" $tone={note.tone} data-ui="quickbooks-outcome">
      <p>{note.text}</p>
    </S.AccessNote>
  );
}

/**
 * What the tab says of the user's rights: nothing for an admin or while they are asked; who
 * changes the connections for anyone else; that they could not be loaded on a failure. When an
 * admin's rights are lost (a write refused), focus moves to the note: the button or form it was on
 * is gone.
 */
function RightsNote({ rights, onRetry }: { rights: ConnectionRights; onRetry(): void }) {
  const noteRef = useRef<HTMLDivElement>(null);
  const wasAdmin = useRef(rights.kind === 'admin');
  useEffect(() => {
    const lostRights = wasAdmin.current && rights.kind !== 'admin' && rights.kind !== 'checking';
    if (lostRights && document.activeElement === document.body) noteRef.current?.focus();
    if (rights.kind !== 'checking') wasAdmin.current = rights.kind === 'admin';
  }, [rights.kind]);

  if (rights.kind === 'read-only') {
    return (
      <S.AccessNote ref={noteRef} tabIndex={-1} $tone="info" data-ui="connections-read-only">
        <p>{readOnlyNote(rights.name)}</p>
      </S.AccessNote>
    );
  }
  if (rights.kind === 'unknown') {
    return (
      <S.AccessNote
        ref={noteRef}
        tabIndex={-1}
        role="alert"
        $tone="warning"
        data-ui="connections-read-only"
      >
        <p>
          {RIGHTS_UNKNOWN_NOTE} {errorText(rights.error)}
        </p>
        <Button variant="outline" size="sm" onClick={onRetry}>
          Check permissions again
        </Button>
      </S.AccessNote>
    );
  }
  return null;
}

function IntegrationCards({
  integrations,
  canManage,
  editing,
  setEditing,
}: {
  integrations: UseQueryResult<SystemIntegration[]>;
  canManage: boolean;
  editing: SystemType | null;
  setEditing(type: SystemType | null): void;
}) {
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
          {canManage
            ? 'No integrations are configured yet. Pick a system below and connect it.'
            : 'No integrations are configured yet.'}
        </S.EmptyNote>
      )}
      <GridList $columns={S.CARD_GRID_COLUMNS}>
        {SYSTEM_TYPES.map((systemType) => (
          <S.GridItem key={systemType.type} $isWide={canManage && editing === systemType.type}>
            <IntegrationCard
              systemType={systemType}
              record={records.find((record) => record.systemType === systemType.type)}
              isEditing={editing === systemType.type}
              canManage={canManage}
              onEdit={() => setEditing(systemType.type)}
              onClose={() => setEditing(null)}
            />
          </S.GridItem>
        ))}
      </GridList>
    </>
  );
}
