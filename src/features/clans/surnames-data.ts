/** The 百家姓 table bundled with the screen (Vite raw import of the reference TSV). */
import tsv from '@model/reference/surnames.tsv?raw';
import { parseSurnames } from './surnames';

export const SURNAMES = parseSurnames(tsv);
