// Types of scripts/site-metrics.mjs for the tests that read the built pages.
/** Every prerendered page: `{ route, file }`, '/' first, then alphabetical; the 404 page last. */
export function prerenderedPages(root?: string): { route: string; file: string }[];
