import type { PersonalTeam } from '@q/schemas/personal';
import { Badge, formatDate, StackList } from '@q/ui';
import { CardSection, ChipList, FactList } from '../../lib/card-parts';
import { DashboardCard } from '../../lib/dashboard-card';
import * as S from './styled';
import { availabilityBadge, availabilityTally } from './team-rules';

/** Team & Collaboration: who is free now, how the team works, what is coming up. */
export function Team({ team }: { team: PersonalTeam }) {
  return (
    <DashboardCard
      source="your HRIS, calendar and chat"
      title="Team & Collaboration"
      description="Your teammates, how you work together and what is coming up."
      aside={<Badge variant="outline">{availabilityTally(team.teamMembers)}</Badge>}
    >
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
