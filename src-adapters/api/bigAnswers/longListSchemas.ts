import { caseListSchema, inventoryListSchema, taskListSchema } from '@adapters/api/wireSchemas';
import { upgraderListSchema } from '@adapters/api/wireUpgrader';

/**
 * The fields that may hold a list of any size (spec §7's names), with their list schemas. Their
 * item schemas are what itemReaders.generated.ts is written from (`npm run generate:readers`).
 */
export const LONG_LIST_SCHEMAS = {
  inventory: inventoryListSchema,
  cases: caseListSchema,
  upgrader: upgraderListSchema,
  tasks: taskListSchema,
};
