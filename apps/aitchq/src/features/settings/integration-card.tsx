import { PROVIDER_LABELS, syncStatusLabel } from '@q/schemas/integration-catalog';
import type { SystemIntegration } from '@q/schemas/integrations';
import { Badge, Button, ButtonLink, Card, CardDescription, CardTitle } from '@q/ui';
import { useId } from 'react';
import { ClockText } from '../../lib/clock-text';
import { DisconnectIntegration } from './disconnect-integration';
import { IntegrationForm } from './integration-form';
import {
  quickbooksConnectPath,
  SYSTEM_TYPE_DESCRIPTIONS,
  syncStatusVariant,
} from './integration-rules';
import { IntegrationSync } from './integration-sync';
import * as S from './styled';
import { SYNC_COMING_SOON, syncOffer } from './sync-rules';
import { SyncSoon } from './sync-styled';
import type { SystemTypeKey } from './types';

export interface IntegrationCardProps {
  systemType: SystemTypeKey;
  record: SystemIntegration | undefined;
  isEditing: boolean;
  /**
   * Whether the user may change connections (an admin): without it, or while it is not known, the
   * card shows its status, last run and history, and no button, form or key hint.
   */
  canManage: boolean;
  onEdit(): void;
  onClose(): void;
}

/** When the connection was last tested, in the reader's own format and time zone. */
function formatSyncTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * One integration type: its sync status, and Configure (none yet) or Edit, or the form; for a
 * provider the suite syncs, the data sync (last run, Sync now, history), else 'Sync coming soon'.
 * Read-only (`canManage` false): the status, the record's facts and the data sync without Sync now.
 */
export function IntegrationCard({
  systemType,
  record,
  isEditing: isEditingAsked,
  canManage,
  onEdit,
  onClose,
}: IntegrationCardProps) {
  // The form only for an admin: rights lost while it was open close it.
  const isEditing = canManage && isEditingAsked;
  const titleId = useId();
  const status = syncStatusLabel(record?.syncStatus);
  const offer = syncOffer(systemType.type, record);
  return (
    <Card aria-labelledby={titleId} data-ui={`integration-${systemType.type}`}>
      <S.CardTop>
        <div>
          <CardTitle id={titleId}>{systemType.label}</CardTitle>
          <CardDescription>{SYSTEM_TYPE_DESCRIPTIONS[systemType.type]}</CardDescription>
        </div>
        <Badge
          variant={syncStatusVariant(record?.syncStatus)}
          aria-label={`Sync status: ${status}`}
        >
          {status}
        </Badge>
      </S.CardTop>

      {record && !isEditing && (
        <S.Meta>
          <dt>Provider</dt>
          <dd>{PROVIDER_LABELS[record.systemName]}</dd>
          <dt>State</dt>
          <dd>{record.isEnabled ? 'Enabled' : 'Disabled'}</dd>
          <dt>Last test</dt>
          <dd>
            {record.lastSyncAt ? (
              // The server wrote it in its own zone and format: the browser puts in the reader's.
              <ClockText dateTime={record.lastSyncAt}>
                {formatSyncTime(record.lastSyncAt)}
              </ClockText>
            ) : (
              'Never'
            )}
          </dd>
          {record.lastSyncMessage && (
            <>
              <dt>Result</dt>
              <dd>{record.lastSyncMessage}</dd>
            </>
          )}
          {record.systemName === 'quickbooks' && (
            <>
              <dt>Connection</dt>
              <dd>{record.consented ? 'Connected to QuickBooks' : 'Not connected yet'}</dd>
            </>
          )}
        </S.Meta>
      )}

      {!isEditing && record && offer === 'available' && (
        <IntegrationSync record={record} label={systemType.label} canManage={canManage} />
      )}
      {!isEditing && offer === 'coming-soon' && <SyncSoon>{SYNC_COMING_SOON}</SyncSoon>}

      {isEditing ? (
        <IntegrationForm systemType={systemType} record={record} onClose={onClose} />
      ) : (
        canManage && (
          <S.CardActions>
            <Button
              variant={record ? 'outline' : 'primary'}
              onClick={onEdit}
              aria-label={`${record ? 'Edit' : 'Configure'} ${systemType.label}`}
            >
              {record ? 'Edit' : 'Configure'}
            </Button>
            {record?.systemName === 'quickbooks' && (
              // QuickBooks is connected by consent at Intuit, which sends the browser back here:
              // the next step before consent, and again after (a consent revoked or lapsed).
              <ButtonLink
                href={quickbooksConnectPath(record.id)}
                variant={record.consented ? 'outline' : 'primary'}
                data-variant={record.consented ? 'outline' : 'primary'}
              >
                {record.consented ? 'Connect QuickBooks again' : 'Connect QuickBooks'}
              </ButtonLink>
            )}
            {record && <DisconnectIntegration record={record} label={systemType.label} />}
          </S.CardActions>
        )
      )}
    </Card>
  );
}
