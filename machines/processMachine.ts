// website-design process cards (spec §2, §9): step i lights at 1000·i + 600 ms after the cards come on screen.
import { createRevealMachine } from './revealMachine';

export const processMachine = createRevealMachine('process', { revealOffset: 600, revealInterval: 1000 });
