import type { PersonalTask } from '@q/schemas/personal';

/** How many of the tasks are done, in words: '2 of 5 done'. */
export function taskTally(tasks: readonly Pick<PersonalTask, 'completed'>[]): string {
  const done = tasks.filter((task) => task.completed).length;
  return `${done} of ${tasks.length} done`;
}
