// The support log's numbered lines (supportLogMachine), apart from the machine so the page can draw the first ones
// before the machine has loaded.
export const keptLines = 8; // spec §9

/** The first lines: what the prerendered page shows, and where the machine starts. */
export const firstLines = (): number[] => Array.from({ length: keptLines }, (_, i) => i);
