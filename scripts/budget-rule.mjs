// The budget rules of budgets.json, apart from the build they judge (scripts/budgets.mjs applies them to dist/).

/** The first-load JavaScript budget of a route, in KiB: `input` where a form or the chat is on the page (a route a
 * feature marked `input` lists), `default` everywhere else, routes no list names yet included; `routes` names a
 * route's own where it differs. */
export function firstLoadBudgetKiB(route, budgets) {
  const { firstLoadJsKiB: limits, features } = budgets;
  if (limits.routes && Object.hasOwn(limits.routes, route)) return limits.routes[route];
  const typed = Object.values(features).some((feature) => feature.input && feature.routes.includes(route));
  return typed ? limits.input : limits.default;
}

/** The features (budgets.json `features`) whose code is among a route's first-load modules. */
export function featuresLoaded(modules, features) {
  return Object.keys(features).filter((name) =>
    modules.some((id) => features[name].modules.some((prefix) => id.startsWith(prefix))),
  );
}
