// Types for the parts of scripts/critical-css.mjs the unit tests import.
export const ENTRY_AFTER_PAINT_MS: number;
export function entryAfterFirstPaint(html: string, route?: string): string;
export function inlineCriticalCss(root?: string): Promise<number>;
export function stripPreloads(root?: string): { removed: number; bodyFace: string };
