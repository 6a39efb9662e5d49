// Events every timed machine accepts from useViewGate: on/off screen (or tab hidden), and reduced motion.
export type ViewEvent = { type: 'view.visible' } | { type: 'view.hidden' } | { type: 'motion.reduce' };
