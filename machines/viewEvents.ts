// Events every timed machine accepts from useViewGate: on/off screen (or tab hidden), reduced motion, and
// `view.armed`: the page has hydrated with the element off screen, so a demo can show its first frame before anyone
// sees it (a demo that reset only when it came on screen showed its finished frame, then jumped back); `view.present`:
// the page has hydrated with the element on screen in a visible tab, so a visitor may already be looking at its
// prerendered frame (scrolled there before the scripts arrived): a demo that shows its finished frame keeps it.
export type ViewEvent =
  | { type: 'view.visible' }
  | { type: 'view.hidden' }
  | { type: 'motion.reduce' }
  | { type: 'view.armed' }
  | { type: 'view.present' };
