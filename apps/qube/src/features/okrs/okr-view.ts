/** The two views of the OKRs page: the company's objectives, or the functions' roll-up. */
export type OkrView = 'company' | 'functions';

/** The views in toggle order, Company first (the default), with their names. */
export const OKR_VIEW_LABELS: Readonly<Record<OkrView, string>> = {
  company: 'Company',
  functions: 'Functions',
};
