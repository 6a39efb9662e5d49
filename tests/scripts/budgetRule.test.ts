// issue 25: a route's first-load budget depends on whether a visitor types on it (a form or the chat): those may
// load more; every other route, including routes no list names yet (new case studies), gets the lower budget.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { featuresLoaded, firstLoadBudgetKiB } from '../../scripts/budget-rule.mjs';

const budgets = {
  firstLoadJsKiB: { input: 100, default: 90, routes: { '/heavy': 120 } },
  features: {
    chat: { input: true, modules: ['components/chat/'], routes: ['/contact', '/services/customer-service'] },
    forms: { input: true, modules: ['components/forms/'], routes: ['/contact', '/get-started'] },
    'supabase-js': { modules: ['node_modules/@supabase/'], routes: ['/admin'] },
  },
};

describe('first-load budget per route', () => {
  it('gives routes with a form or the chat the higher budget', () => {
    expect(firstLoadBudgetKiB('/contact', budgets)).toBe(100);
    expect(firstLoadBudgetKiB('/get-started', budgets)).toBe(100);
    expect(firstLoadBudgetKiB('/services/customer-service', budgets)).toBe(100);
  });

  it('gives every other route the lower one, routes no list names included', () => {
    expect(firstLoadBudgetKiB('/about', budgets)).toBe(90);
    expect(firstLoadBudgetKiB('/portfolio/a-new-case-study', budgets)).toBe(90);
    // A feature that is not typing (a library) does not raise a route's budget.
    expect(firstLoadBudgetKiB('/admin', budgets)).toBe(90);
  });

  it("takes a route's own budget where budgets.json names one", () => {
    expect(firstLoadBudgetKiB('/heavy', budgets)).toBe(120);
  });

  it('reads the real budgets.json the same way', () => {
    const real = JSON.parse(readFileSync('budgets.json', 'utf8'));
    expect(firstLoadBudgetKiB('/get-started', real)).toBe(real.firstLoadJsKiB.input);
    expect(firstLoadBudgetKiB('/portfolio/a-new-case-study', real)).toBe(real.firstLoadJsKiB.default);
    expect(real.firstLoadJsKiB.default).toBeLessThan(real.firstLoadJsKiB.input);
  });
});

describe('features a route loads up front', () => {
  it('are those with a module among its first-load modules', () => {
    const modules = ['node_modules/react-dom/client.js', 'components/forms/Field.tsx'];
    expect(featuresLoaded(modules, budgets.features)).toEqual(['forms']);
    expect(featuresLoaded(['components/layout/Header.tsx'], budgets.features)).toEqual([]);
  });
});
