import type { CompanyPerson } from '../model.js';

/**
 * The org chart as the rules need it, built once per evaluation in one pass over the people.
 * Synced org charts are messy: a source id may repeat (the first record counts), a person may
 * name themself as supervisor (they are nobody's report then), supervisors may form a cycle
 * (harmless: only one level is ever looked at, nothing walks up the chain).
 */
export interface OrgChart {
  byId: ReadonlyMap<string, CompanyPerson>;
  /** Each supervisor's direct reports, in source-id order, without duplicates or themself. */
  directReports: ReadonlyMap<string, readonly CompanyPerson[]>;
}

export function orgChartOf(people: readonly CompanyPerson[]): OrgChart {
  const byId = new Map<string, CompanyPerson>();
  for (const person of people) {
    if (!byId.has(person.sourceId)) byId.set(person.sourceId, person);
  }
  const directReports = new Map<string, CompanyPerson[]>();
  for (const person of byId.values()) {
    const supervisor = person.supervisorSourceId;
    if (supervisor === null || supervisor === '' || supervisor === person.sourceId) continue;
    const reports = directReports.get(supervisor);
    if (reports) reports.push(person);
    else directReports.set(supervisor, [person]);
  }
  for (const reports of directReports.values()) reports.sort(bySourceId);
  return { byId, directReports };
}

/** A person's manager when they have one on record (not themself). */
export function managerOf(chart: OrgChart, person: CompanyPerson): CompanyPerson | null {
  const supervisor = person.supervisorSourceId;
  if (supervisor === null || supervisor === person.sourceId) return null;
  return chart.byId.get(supervisor) ?? null;
}

export function bySourceId(a: { sourceId: string }, b: { sourceId: string }): number {
  return compareStrings(a.sourceId, b.sourceId);
}

/** Code-unit order: the same on every machine, whatever its locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
