// Types of scripts/client-pages.mjs for the TypeScript configs and tests.
export function resolveIncludes(html: string, dir: string, seen?: string[]): string;
export function readClientPage(file: string): string;
