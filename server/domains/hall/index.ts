/** The ancestral-hall domain (祠堂 and tablets): other domains need nothing from it yet. */
export type { AHallRow, TabletRow } from './hall.repo';
