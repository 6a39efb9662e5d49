import { moreFiguresHint } from '../../content/pages/shared';
import { ArrowRight } from '../Icon';

// A row of like items to swipe through on a phone (a page a thumb can finish), a grid from sm up: the classes of the
// row and of each item. The row scrolls, so it takes keyboard focus (tabIndex 0) and a name from its caller.
// On a phone the row is a grid too, flowing into columns (each 82 % of the row, the next one peeking), so items that
// take their parts' rows from it (swipeItemRows) line up whatever a heading's line count: each text starts on one line
// beside the others', on a phone as from sm up (the buyer's review r23).
const swipeRow = (columns: string) =>
  `-mx-4 grid ${columns} grid-flow-col snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:auto-cols-auto sm:grid-flow-row sm:overflow-visible sm:px-0 sm:pb-0`;
export const swipeRowClassName = swipeRow('auto-cols-[82%]');
/** The columns of a row of figures, each ruled at its left: the next one peeks by its rule and margin only (the row's
 * last 20 px), never by the first digits of its number (the buyer's review r29b: "200%" read "20" at 390). */
export const figureColumnsClassName = 'auto-cols-[calc(100%-20px)]';
export const figureSwipeRowClassName = swipeRow(figureColumnsClassName);
export const swipeItemClassName = 'snap-start';
/** An item of `n` parts (a heading, then a text…) whose parts each take one of the row's rows, shared with its
 * neighbours' through subgrid; the part rows' gap is the item's own (gap-y-…). */
export const swipeItemRows = {
  2: 'row-span-2 grid grid-rows-subgrid',
  3: 'row-span-3 grid grid-rows-subgrid',
} as const;

/** Under a row of figures to swipe on a phone (the next one peeks by its rule only): that a swipe brings more. Hidden
 * from a screen reader, which reads the whole list. */
export function MoreFigures({ more }: { more: number }) {
  return (
    <p aria-hidden="true" className="flex items-center gap-2 text-sm font-semibold text-brand-200 sm:hidden">
      {moreFiguresHint(more)}
      <ArrowRight className="h-4 w-4" />
    </p>
  );
}
