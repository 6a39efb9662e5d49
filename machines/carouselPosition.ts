// Which of the projects a carousel position shows, apart from the carousel's machine (carouselMachine) so the
// component can name the project before the machine has loaded.

/** The project a position shows: position mod count, for positions before the first copy too. */
export const carouselIndex = ({ position, count }: { position: number; count: number }) =>
  ((position % count) + count) % count;
