// The seo demo's result orders, apart from its machine (seoDemoMachine) so the page can draw the finished result
// before the machine has loaded.

export interface SeoDemoInput {
  queryLength: number;
  resultCount: number;
  /** Index of the featured result; it starts at the rank given by its index. */
  featured: number;
}

export interface SeoDemoContext extends SeoDemoInput {
  typed: number;
  /** Result indexes, first rank first. */
  order: number[];
}

export const initialOrder = (count: number) => Array.from({ length: count }, (_, i) => i);
export const finalOrder = ({ resultCount, featured }: SeoDemoInput) => [
  featured,
  ...initialOrder(resultCount).filter((i) => i !== featured),
];

/** The finished result: what the prerendered page shows, and where the machine starts. */
export const finishedDemo = (input: SeoDemoInput): SeoDemoContext => ({
  ...input,
  typed: input.queryLength,
  order: finalOrder(input),
});
