// Types of scripts/work-cut.mjs for the TypeScript configs and tests.
export interface Measured {
  edges: number[];
  inner: number[];
}
export interface Piece {
  top: number;
  height: number;
}
export function cut(
  file: string,
  measured: Measured,
  spec: { maxHeight: number; pieces: 'first' | 'all' | 'window' },
): Piece[];
export function windowCut(measured: Measured, maxHeight: number): number;
