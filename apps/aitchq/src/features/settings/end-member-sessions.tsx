import { endMemberSessionsMutation } from '@q/api-client';
import type { Member } from '@q/schemas/sign-in';
import { Button, Dialog, toast } from '@q/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from './integration-rules';
import { endedSessionsText, endSessionsLabel, openSessionsText } from './member-rules';
import * as S from './members-styled';

export interface EndMemberSessionsProps {
  member: Member;
  /** Whether the member is the signed-in admin: ending their sessions signs them out here too. */
  isYou: boolean;
}

/**
 * End sessions, after a confirmation: every session of the member ends on the server and they
 * must sign in again. The list is asked again, and a toast says how many ended.
 */
export function EndMemberSessions({ member, isYou }: EndMemberSessionsProps) {
  const queryClient = useQueryClient();
  const end = useMutation(endMemberSessionsMutation(queryClient));
  const [isConfirming, setIsConfirming] = useState(false);

  const endSessions = () =>
    end.mutate(member.id, {
      onSuccess: ({ ended }) => {
        setIsConfirming(false);
        toast({ title: 'Sessions ended', description: endedSessionsText(ended, member.name) });
      },
      onError: (error) =>
        toast({
          title: 'Failed to end sessions',
          description: errorText(error),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => setIsConfirming(true)}
        aria-label={endSessionsLabel(member.name)}
      >
        End sessions
      </Button>
      <Dialog
        open={isConfirming}
        onOpenChange={(open) => {
          if (!end.isPending) setIsConfirming(open);
        }}
        title={`${endSessionsLabel(member.name)}?`}
        description={
          isYou
            ? `You are signed out on every device (${openSessionsText(member.activeSessions).toLowerCase()}), this one included, and must sign in again.`
            : `${member.name} is signed out on every device (${openSessionsText(member.activeSessions).toLowerCase()}) and must sign in again.`
        }
      >
        <S.DialogActions>
          <Button variant="destructive" onClick={endSessions} disabled={end.isPending}>
            {end.isPending ? 'Ending sessions…' : 'End sessions'}
          </Button>
          <Button variant="outline" onClick={() => setIsConfirming(false)} disabled={end.isPending}>
            Cancel
          </Button>
        </S.DialogActions>
      </Dialog>
    </>
  );
}
