import type { Colleague, PersonalTeam } from '@q/schemas/personal';
import { Badge, formatDate, Skeleton, StackList } from '@q/ui';
import { CardSection, ChipList, EmptyText, FactList } from '../../lib/card-parts';
import { ComputedBadge } from '../../lib/computed-badge';
import { DashboardCard } from '../../lib/dashboard-card';
import { computedPart, type OwnPart, SAMPLE_PARTS } from '../../lib/own-data';
import { providerName } from '../../lib/provenance-rules';
import * as S from './styled';
import { availabilityBadge, availabilityTally, morePeersText, peersText } from './team-rules';

export interface TeamProps {
  team: PersonalTeam;
  /** The person's manager and peers from the connected HRIS, when there are. */
  own?: OwnPart<'team'>;
}

/**
 * Team & Collaboration: who is free now, how the team works, what is coming up. Once the
 * person's org chart is synced, the team members are their manager and peers (name and title:
 * the directory's, nothing personal), with where they come from; the rest stays the sample.
 */
export function Team({ team, own = SAMPLE_PARTS.team }: TeamProps) {
  const computed = computedPart(own);
  return (
    <DashboardCard
      source={computed ? 'your calendar and chat' : 'your HRIS, calendar and chat'}
      title="Team & Collaboration"
      description="Your teammates, how you work together and what is coming up."
      aside={
        own.state === 'loading' ? undefined : (
          <Badge variant="outline">
            {computed ? peersText(computed.value.peerCount) : availabilityTally(team.teamMembers)}
          </Badge>
        )
      }
    >
      {computed ? (
        <CardSection
          title="Team members"
          badge={<ComputedBadge provenance={computed.provenance} align="start" />}
        >
          <OwnTeamMembers
            manager={computed.value.manager}
            peers={computed.value.peers}
            peerCount={computed.value.peerCount}
            source={providerName(computed.provenance)}
          />
        </CardSection>
      ) : own.state === 'loading' ? (
        <CardSection title="Team members" isBusy>
          <Skeleton width="100%" height="2.75rem" />
          <Skeleton width="100%" height="2.75rem" />
        </CardSection>
      ) : (
        <CardSection title="Team members">
          <StackList $gap={2}>
            {team.teamMembers.map((member) => {
              const availability = availabilityBadge(member.availability);
              return (
                <S.Member key={member.name}>
                  <S.MemberText>
                    <S.MemberName>{member.name}</S.MemberName>
                    <S.MemberRole>{member.role}</S.MemberRole>
                  </S.MemberText>
                  <Badge variant={availability.variant}>{availability.label}</Badge>
                </S.Member>
              );
            })}
          </StackList>
        </CardSection>
      )}
      <FactList
        facts={[
          { label: 'Team dynamics', value: team.teamDynamics },
          { label: 'Communication style', value: team.communicationStyle },
          {
            label: 'Mentorship',
            value: team.mentorshipAvailable ? 'Available to you' : 'Not available right now',
          },
        ]}
      />
      <CardSection title="Upcoming events">
        <S.Events>
          {team.upcomingEvents.map((event) => (
            <li key={`${event.date}-${event.title}`}>
              <span>{event.title}</span>
              <time dateTime={event.date}>{formatDate(event.date)}</time>
            </li>
          ))}
        </S.Events>
      </CardSection>
      <CardSection title="Current projects">
        <ChipList items={team.currentProjects} />
      </CardSection>
    </DashboardCard>
  );
}

/** The person's manager, then their peers by name, each with their job title. */
function OwnTeamMembers({
  manager,
  peers,
  peerCount,
  source,
}: {
  manager: Colleague | null;
  peers: readonly Colleague[];
  peerCount: number;
  source: string;
}) {
  if (!manager && peers.length === 0) {
    return <EmptyText>No manager or peers of yours in {source}.</EmptyText>;
  }
  const more = morePeersText(peers.length, peerCount);
  return (
    <StackList $gap={2} aria-label="Your manager and peers">
      {manager && (
        <S.Member data-ui="team-member">
          <S.MemberText>
            <S.MemberName>{manager.name}</S.MemberName>
            <S.MemberRole>{manager.title ?? 'No title'}</S.MemberRole>
          </S.MemberText>
          <Badge variant="outline">Your manager</Badge>
        </S.Member>
      )}
      {peers.map((peer, index) => (
        // Two peers may share a name: their place in the list tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once answered.
        <S.Member key={`${peer.name}-${index}`} data-ui="team-member">
          <S.MemberText>
            <S.MemberName>{peer.name}</S.MemberName>
            <S.MemberRole>{peer.title ?? 'No title'}</S.MemberRole>
          </S.MemberText>
          <Badge variant="neutral">Peer</Badge>
        </S.Member>
      ))}
      {more && <EmptyText as="li">{more}</EmptyText>}
    </StackList>
  );
}
