/** The two views of the OKRs page: the company's objectives, or the functions' roll-up. */
export type OkrView = 'company' | 'functions';

/** The views in toggle order, Company first (the default), with their names. */
export const OKR_VIEW_LABELS: Readonly<Record<OkrView, string>> = {
  company: 'Company',
  functions: 'Functions',
};

/** The company view's title: 'FY26 Company Objectives', the fiscal year the page names. */
export function objectivesTitle(fiscalYear: string): string {
  return `${fiscalYear} Company Objectives`;
}

/** What would feed the OKRs once connected, as their 'Sample data' badge says. */
export const OKR_SOURCES = 'Workday or your OKR tool';

/**
 * Why the functions view stays the sample's with a connected source: 'Workday's 3 functional
 * objectives name no function, so they are not shown by function.'
 */
export function functionsNote(provider: string, functional: number): string {
  const one = functional === 1;
  const objectives = `${functional} functional objective${one ? '' : 's'}`;
  return `${provider}'s ${objectives} name${one ? 's' : ''} no function, so ${one ? 'it is' : 'they are'} not shown by function.`;
}
