// Events every timed machine accepts from useViewGate: on/off screen (or tab hidden), reduced motion, and
// `view.armed`: the page has hydrated with the element off screen, so a demo can show its first frame before anyone
// sees it (a demo that reset only when it came on screen showed its finished frame, then jumped back).
export type ViewEvent =
  { type: 'view.visible' } | { type: 'view.hidden' } | { type: 'motion.reduce' } | { type: 'view.armed' };
