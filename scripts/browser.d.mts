// Types of scripts/browser.mjs for the TypeScript configs and tests.
export const CHROME_FLAGS: string[];
export function chromeFlags(executablePath: string | undefined): string[];
export function findChromium(options?: { shell?: boolean }): Promise<string | null>;
