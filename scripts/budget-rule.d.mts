// Types of scripts/budget-rule.mjs for the TypeScript configs and tests.
interface Budgets {
  firstLoadJsKiB: { input: number; default: number; routes?: Record<string, number> };
  features: Record<string, { input?: boolean; modules: string[]; routes: string[] }>;
}
export function firstLoadBudgetKiB(route: string, budgets: Budgets): number;
export function featuresLoaded(modules: string[], features: Budgets['features']): string[];
