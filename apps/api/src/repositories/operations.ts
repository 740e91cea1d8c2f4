import type { BudgetLine, NewsItem, SystemsStatus } from '@q/schemas/manager';
import { asc, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { budgetLines, newsItems, tools } from '../db/schema.js';
import type { Db } from '../db/types.js';

/** The organisation's tools, its budget lines and the news ticker. */
export function createOperationsRepository(db: Db) {
  return {
    async systemsStatus(): Promise<SystemsStatus> {
      const rows = await db
        .select({
          id: tools.id,
          name: tools.name,
          description: tools.description,
          status: tools.status,
          uptime: tools.uptime,
          url: tools.url,
          logo: tools.logo,
        })
        .from(tools)
        .orderBy(asc(tools.sortOrder));
      return { tools: rows };
    },

    /** Utilization is the percent of the budget spent, two decimals, computed on read. */
    async listBudgetLines(): Promise<BudgetLine[]> {
      return db
        .select({
          id: budgetLines.id,
          category: budgetLines.category,
          budgeted: budgetLines.budgeted,
          actual: budgetLines.actual,
          utilization: sql<string>`round(${budgetLines.actual} * 100 / ${budgetLines.budgeted}, 2)::text`,
        })
        .from(budgetLines)
        .orderBy(asc(budgetLines.id));
    },

    async listNews(): Promise<NewsItem[]> {
      return db.select().from(newsItems).orderBy(asc(newsItems.id));
    },
  };
}

export type OperationsRepository = ReturnType<typeof createOperationsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    operationsRepository: OperationsRepository;
  }
}

const operationsRepositoryPlugin: FastifyPluginAsync = async (app) => {
  app.decorate('operationsRepository', createOperationsRepository(app.db));
};

export default fp(operationsRepositoryPlugin, {
  name: 'operations-repository',
  dependencies: ['db'],
});
