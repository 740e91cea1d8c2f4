import { endpoint } from './endpoint';

const finance = () => import('../finance');

/** The organisation's financial figures from its connected financial system. */
export const FINANCE_API = {
  financeFigures: endpoint({
    method: 'GET',
    path: '/api/finance/figures',
    access: 'public',
    scope: 'organisation',
    tag: 'manager',
    summary:
      "Executives, HR and admins: the organisation's actuals against budget, categories and cash runway, computed from its financial system, with where they come from; anyone else, signed out too, the sample's answer (no figures)",
    pages: ['/qube/finance', '/qube'],
    schemas: async () => ({ response: (await finance()).ZFinanceFiguresResponse }),
  }),
  departmentBudget: endpoint({
    method: 'GET',
    path: '/api/finance/department-budget',
    access: 'public',
    scope: 'organisation',
    tag: 'manager',
    summary:
      "The Budget vs Actual Tracker's lines for the viewer's own department, year to date, from the financial system when it has departments; null lines (a visitor's answer too) keep the sample",
    pages: ['/dashboard'],
    schemas: async () => ({ response: (await finance()).ZDepartmentBudgetResponse }),
  }),
};
