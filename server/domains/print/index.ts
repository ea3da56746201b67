/**
 * The print domain (samples, their generation jobs, print orders, print credit): growth reads a print order's state
 * for agent commissions (`printSaleState`). It builds on the book domain (chapters, publishing e-books), clans and clan-members through their index.ts.
 */
export { sampleFileOf } from './files.service';
export { parseRange, type ByteRange } from './file-send';
export { printSaleState } from './orders.service';
