import type { CompanyJob, EvidenceRecord, Finding } from '../model.js';
import { displayName } from './wording.js';

/** Whether the ATS calls the job open (its status, whatever its case or spacing). */
export function isOpen(job: CompanyJob): boolean {
  return typeof job.status === 'string' && job.status.trim().toLowerCase() === 'open';
}

export function jobTitle(job: CompanyJob): string {
  return displayName(job.title, job.sourceId);
}

export function jobRecord(job: CompanyJob): EvidenceRecord {
  return { kind: 'job', id: job.sourceId, label: jobTitle(job) };
}

/** A job's findings go to whoever's scope holds its department; without one, to HR alone. */
export function jobAudience(job: CompanyJob): Finding['audience'] {
  const { department } = job;
  return {
    kind: 'departments',
    departments: department !== null && department.trim() !== '' ? [department] : [],
  };
}
