// A row of like items to swipe through on a phone (a page a thumb can finish), a grid from sm up: the classes of the
// row and of each item. The row scrolls, so it takes keyboard focus (tabIndex 0) and a name from its caller.
export const swipeRowClassName =
  '-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pb-4 sm:mx-0 sm:grid sm:overflow-visible sm:px-0 sm:pb-0';
export const swipeItemClassName = 'w-[82%] flex-none snap-start sm:w-auto';
