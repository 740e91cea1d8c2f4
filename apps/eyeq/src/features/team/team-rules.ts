import type { Availability } from '@q/schemas/enums';
import type { TeamMember } from '@q/schemas/personal';
import type { BadgeVariant } from '@q/ui';

export interface AvailabilityBadge {
  label: 'Available' | 'Busy';
  variant: BadgeVariant;
}

/** A team member's availability as a badge: the word, with a colour that only repeats it. */
export function availabilityBadge(availability: Availability): AvailabilityBadge {
  return availability === 'available'
    ? { label: 'Available', variant: 'success' }
    : { label: 'Busy', variant: 'warning' };
}

/** How many teammates are free right now, in words: '2 of 3 available'. */
export function availabilityTally(members: readonly Pick<TeamMember, 'availability'>[]): string {
  const available = members.filter((member) => member.availability === 'available').length;
  return `${available} of ${members.length} available`;
}

/** How many peers there are, in words: 'No peers', '1 peer', '5 peers'. */
export function peersText(count: number): string {
  if (count === 0) return 'No peers';
  return count === 1 ? '1 peer' : `${count} peers`;
}

/** The peers a list leaves out, in words: 'and 3 more'; null when it shows them all. */
export function morePeersText(shown: number, count: number): string | null {
  return count > shown ? `and ${count - shown} more` : null;
}
