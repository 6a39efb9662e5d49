// A row of like items to swipe through on a phone (a page a thumb can finish), a grid from sm up: the classes of the
// row and of each item. The row scrolls, so it takes keyboard focus (tabIndex 0) and a name from its caller.
// On a phone the row is a grid too, flowing into columns (each 82 % of the row, the next one peeking), so items that
// take their parts' rows from it (swipeItemRows) line up whatever a heading's line count: each text starts on one line
// beside the others', on a phone as from sm up (the buyer's review r23).
export const swipeRowClassName =
  '-mx-4 grid auto-cols-[82%] grid-flow-col snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:auto-cols-auto sm:grid-flow-row sm:overflow-visible sm:px-0 sm:pb-0';
export const swipeItemClassName = 'snap-start';
/** An item of `n` parts (a heading, then a text…) whose parts each take one of the row's rows, shared with its
 * neighbours' through subgrid; the part rows' gap is the item's own (gap-y-…). */
export const swipeItemRows = {
  2: 'row-span-2 grid grid-rows-subgrid',
  3: 'row-span-3 grid grid-rows-subgrid',
} as const;
