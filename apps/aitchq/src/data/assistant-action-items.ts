import type { AssistantActionItem } from '@q/schemas/manager';
import { isoDateFromToday } from '../lib/dates';

/**
 * The floating assistant's action items (docs/behaviour.md §9: 7 items, 3 of them high priority).
 * Due dates are counted from `today`.
 */
export function sampleActionItems(today: Date): AssistantActionItem[] {
  const due = (days: number) => isoDateFromToday(days, today);
  return [
    {
      id: 'overdue-review',
      title: 'Finish the overdue performance review for Marcus Johnson',
      category: 'People Management',
      priority: 'high',
      source: 'Workday',
      description: 'The review window closed 3 days ago; calibration is waiting on it.',
      dueDate: due(0),
      assignee: 'Sarah Chen',
    },
    {
      id: 'i9-verification',
      title: 'Complete I-9 verification for two new hires',
      category: 'HR Compliance',
      priority: 'high',
      source: 'BambooHR',
      description: 'Federal deadline: within three business days of the start date.',
      dueDate: due(1),
      assignee: 'Sarah Chen',
    },
    {
      id: 'incident-agent-down',
      title: 'Restore the Incident Summariser agent',
      category: 'Agent Performance',
      priority: 'high',
      source: 'Sentry',
      description: 'Its Sentry token expired; on-call engineers are writing summaries by hand.',
      dueDate: due(0),
      assignee: 'Alex Rivera',
    },
    {
      id: 'cloud-overspend',
      title: 'Review cloud spend trending 12% over budget',
      category: 'Finance',
      priority: 'medium',
      source: 'NetSuite',
      description:
        'Staging clusters run around the clock; scheduling them down saves about $3k a month.',
      dueDate: due(5),
      assignee: 'Sarah Chen',
    },
    {
      id: 'training-budget',
      title: 'Approve the learning stipend reallocation',
      category: 'Finance',
      priority: 'low',
      source: 'Workday',
      description: 'Move unused conference budget to the AI learning track.',
      dueDate: due(10),
      assignee: 'Sarah Chen',
    },
    {
      id: 'triage-agent-load',
      title: 'Rebalance the Ticket Triage Bot workload',
      category: 'Agent Operations',
      priority: 'medium',
      source: 'Jira',
      description: 'It routes 40% of tickets to the platform team; two components are mislabelled.',
      dueDate: due(7),
      assignee: 'Jordan Lee',
    },
    {
      id: 'backend-offer',
      title: 'Approve the Senior Backend Engineer offer',
      category: 'Talent Acquisition',
      priority: 'medium',
      source: 'Greenhouse',
      description: 'The candidate has a competing offer expiring on Friday.',
      dueDate: due(2),
      assignee: 'Sarah Chen',
    },
  ];
}
