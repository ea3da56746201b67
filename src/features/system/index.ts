/** What other features use of system: the scan sheet (camera QR reading). */
export { ScanSheet } from './components/ScanSheet';
