// Types of scripts/browser.mjs for the TypeScript configs and tests.
export const CHROME_FLAGS: string[];
export function findChromium(): Promise<string | null>;
