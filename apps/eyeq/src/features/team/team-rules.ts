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
