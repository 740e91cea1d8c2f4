import type { Rule } from '../model.js';
import { departures } from './departures.js';
import { goalsAtRisk } from './goals-at-risk.js';
import { newHireCheckIn } from './new-hire-check-in.js';
import { openRoleOverdue } from './open-role-overdue.js';
import { reportingChange } from './reporting-change.js';
import { spanOfControl } from './span-of-control.js';
import { staleSource } from './stale-source.js';
import { stalledPipeline } from './stalled-pipeline.js';
import { timeOffOverlap } from './time-off-overlap.js';
import { workAnniversary } from './work-anniversary.js';

/** Every rule the insight engine runs, in a fixed order. */
export const RULES: readonly Rule[] = [
  timeOffOverlap,
  workAnniversary,
  newHireCheckIn,
  spanOfControl,
  openRoleOverdue,
  stalledPipeline,
  goalsAtRisk,
  staleSource,
  departures,
  reportingChange,
];
