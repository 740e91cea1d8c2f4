import { membersQuery, organisationQuery, useAuth } from '@q/api-client';
import type { Member, MembersResponse } from '@q/schemas/sign-in';
import { Badge, Button, Skeleton, VisuallyHidden } from '@q/ui';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ClockText } from '../../lib/clock-text';
import { useNow } from '../../lib/use-now';
import { EndMemberSessions } from './end-member-sessions';
import { errorText } from './integration-rules';
import {
  lastSignInText,
  openSessionsText,
  ROLE_LABELS,
  SIGN_IN_METHOD_LABELS,
} from './member-rules';
import * as S from './members-styled';

/** Placeholder rows while the list loads. */
const PLACEHOLDER_ROWS = 3;

/**
 * People with access (System Integrations tab, below the integrations), for an admin only: who
 * can sign in to the organisation, how, when they last did and their open sessions, with End
 * sessions for anyone who has one. For anyone else, and while it is not known whether the viewer
 * is an admin, there is no section and the list is never asked for (the server refuses it).
 */
export function MembersSection() {
  const organisation = useQuery(organisationQuery());
  const isAdmin = organisation.data?.canManageAccess === true;
  if (!isAdmin) return null;
  return <MembersList organisation={organisation.data?.name ?? 'your organisation'} />;
}

function MembersList({ organisation }: { organisation: string }) {
  const members = useQuery(membersQuery());
  const titleId = useId();
  return (
    <S.Section aria-labelledby={titleId} data-ui="members">
      <S.SectionHeader>
        <h2 id={titleId}>People with access</h2>
        <p>
          Who can sign in to {organisation}, how, and their open sessions. Ending someone’s sessions
          signs them out everywhere.
        </p>
      </S.SectionHeader>
      <MembersContent members={members} />
    </S.Section>
  );
}

function MembersContent({ members }: { members: UseQueryResult<MembersResponse> }) {
  const { user } = useAuth();
  if (members.isPending) {
    return (
      <div aria-busy="true">
        <VisuallyHidden>Loading people with access</VisuallyHidden>
        <S.MemberList aria-hidden="true">
          {Array.from({ length: PLACEHOLDER_ROWS }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
            <S.Placeholder key={row}>
              <Skeleton height="1.25rem" width="40%" />
              <Skeleton height="1rem" width="70%" />
            </S.Placeholder>
          ))}
        </S.MemberList>
      </div>
    );
  }
  if (members.isError) {
    return (
      <S.Notice role="alert">
        <p>Unable to load the people with access. {errorText(members.error)}</p>
        <Button variant="outline" onClick={() => members.refetch()}>
          Retry
        </Button>
      </S.Notice>
    );
  }
  if (members.data.members.length === 0) {
    return (
      <S.Notice>
        <p>No one has signed in yet</p>
      </S.Notice>
    );
  }
  return (
    <S.MemberList>
      {members.data.members.map((member) => (
        <MemberRow key={member.id} member={member} isYou={member.id === user?.id} />
      ))}
    </S.MemberList>
  );
}

function MemberRow({ member, isYou }: { member: Member; isYou: boolean }) {
  const now = useNow();
  return (
    <S.MemberRow data-ui="member">
      <S.Person>
        <S.Name>
          {member.name}
          {isYou && <Badge variant="outline">You</Badge>}
        </S.Name>
        <S.Email>{member.email}</S.Email>
      </S.Person>
      <S.Facts>
        <div>
          <dt>Role</dt>
          <dd>{ROLE_LABELS[member.role]}</dd>
        </div>
        <div>
          <dt>Signs in with</dt>
          <dd>
            <Badge variant={member.signsInWith === 'demo' ? 'neutral' : 'info'}>
              {SIGN_IN_METHOD_LABELS[member.signsInWith]}
            </Badge>
          </dd>
        </div>
        <div>
          <dt>Last sign-in</dt>
          <dd>
            {member.lastSignInAt ? (
              <ClockText dateTime={member.lastSignInAt}>{lastSignInText(member, now)}</ClockText>
            ) : (
              lastSignInText(member, now)
            )}
          </dd>
        </div>
        <div>
          <dt>Sessions</dt>
          <dd>{openSessionsText(member.activeSessions)}</dd>
        </div>
      </S.Facts>
      <S.RowAction>
        {member.activeSessions > 0 && <EndMemberSessions member={member} isYou={isYou} />}
      </S.RowAction>
    </S.MemberRow>
  );
}
