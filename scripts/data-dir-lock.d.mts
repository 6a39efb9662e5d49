export const LOCK_FILE: string;
export const LOCK_DB: string;
export function lockDataDir(dir: string): { path: string; release(): void };
