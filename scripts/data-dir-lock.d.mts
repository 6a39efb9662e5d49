export const LOCK_FILE: string;
export function lockDataDir(dir: string): { path: string; release(): void };
