import { deleteIntegrationMutation } from '@q/api-client';
import { PROVIDER_LABELS } from '@q/schemas/integration-catalog';
import type { SystemIntegration } from '@q/schemas/integrations';
import { Button, Dialog, toast } from '@q/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { writeFailureToast } from './access-rules';
import * as S from './styled';

export interface DisconnectIntegrationProps {
  record: SystemIntegration;
  /** The integration type's name ('HRIS System'), for the button's and the dialog's words. */
  label: string;
}

/**
 * Disconnect, after a confirmation: the record and its stored key are destroyed on the server
 * (not kept), and the dashboards stop reading from the system.
 */
export function DisconnectIntegration({ record, label }: DisconnectIntegrationProps) {
  const queryClient = useQueryClient();
  const remove = useMutation(deleteIntegrationMutation(queryClient));
  const [isConfirming, setIsConfirming] = useState(false);
  const provider = PROVIDER_LABELS[record.systemName];

  const disconnect = () =>
    remove.mutate(record.id, {
      onSuccess: () => {
        setIsConfirming(false);
        toast({
          title: 'Integration disconnected',
          description: `${provider} is no longer connected; its API key was deleted.`,
        });
      },
      onError: (error) => toast(writeFailureToast('Failed to disconnect integration', error)),
    });

  return (
    <>
      <Button
        variant="ghost"
        onClick={() => setIsConfirming(true)}
        aria-label={`Disconnect ${label}`}
      >
        Disconnect
      </Button>
      <Dialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!remove.isPending) setIsConfirming(open);
        }}
        title={`Disconnect ${provider}?`}
        description={`The stored API key is deleted and the dashboards stop reading from ${provider}. You can connect it again at any time.`}
      >
        <S.CardActions>
          <Button variant="destructive" onClick={disconnect} disabled={remove.isPending}>
            {remove.isPending ? 'Disconnecting…' : 'Disconnect'}
          </Button>
          <Button
            variant="outline"
            onClick={() => setIsConfirming(false)}
            disabled={remove.isPending}
          >
            Cancel
          </Button>
        </S.CardActions>
      </Dialog>
    </>
  );
}
