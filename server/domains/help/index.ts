/**
 * The help domain (questions, feedback, reports entry, articles, the 客服 contact, beacons): on top of chat and
 * content; nothing imports it. Its API for others: `seedHelp` (the demo seed's first questions).
 */
export { seedHelp } from './help.seed';
