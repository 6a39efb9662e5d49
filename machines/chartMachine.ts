// The crm, marketing, analytics and schedule-management graphics: bars, points or bookings appear in turn.
// The spec gives no timing for these; 300 ms to the first and 400 ms between keeps every chart under 4.5 s.
import { createRevealMachine } from './revealMachine';

export const chartMachine = createRevealMachine('chart', { revealOffset: 300, revealInterval: 400 });
