/**
 * The print domain (samples, their generation jobs, print orders, print credit): other domains need nothing from it
 * yet. It builds on the book domain (chapters, publishing e-books), clans and clan-members through their index.ts.
 */
export { sampleFileOf } from './files.service';
export { parseRange, type ByteRange } from './file-send';
