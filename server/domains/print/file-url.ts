/** The URL of the access-checked sample PDF download (contract/print.ts sampleFile): the token goes in headers, never here. */
import * as c from '@contract/print';
import { API_BASE } from '../../http/route';
import { fileVersionOf } from '../book/index';

export const sampleFileUrl = (sampleId: number, key: string) =>
  `${API_BASE}${c.sampleFile.path}?id=${sampleId}&v=${encodeURIComponent(fileVersionOf(key))}`;
