/**
 * Server state of the old-register screens (contract/oldreg.ts). Uploads go one file per call (the progress bar
 * counts files); the detail is polled while reading; a page's image is fetched with the session headers.
 */
import * as c from '@contract/oldreg';
import { api, API_BASE, apiDeps, buildHeaders } from '@src/lib/api-client';
import { mutation } from '@src/lib/mutation';

export const createRegister = mutation(c.create, { invalidates: () => [c.list] });
export const updateRegister = mutation(c.update, { invalidates: (d) => [c.list, [c.detail, { registerId: d.id }]] });
export const uploadPage = (registerId: number, file: File) => api(c.upload, { registerId, file } as never);
export const startReading = mutation(c.read, { invalidates: (d) => [c.list, [c.detail, { registerId: d.id }]] });
export const savePeople = mutation(c.savePeople, { invalidates: (d) => [[c.detail, { registerId: d.id }]] });
export const confirmRegister = mutation(c.confirm, { invalidates: (d) => [c.list, [c.detail, { registerId: d.id }]] });
export const deleteRegister = mutation(c.remove, { invalidates: () => [c.list] });

/** Poll the detail while the register is being read. */
export const pollMs = (d: c.OldregDetail | undefined): number | false => (d?.status === 'reading' ? 1500 : false);

/** A page's original image as an object URL (the call needs the session headers, an <img src> cannot send them). */
export async function pageImageUrl(registerId: number, no: number): Promise<string> {
  const q = new URLSearchParams({ registerId: String(registerId), no: String(no) });
  const res = await fetch(`${API_BASE}${c.PAGE_IMAGE.path}?${q.toString()}`, { headers: buildHeaders(apiDeps()?.getSession() ?? {}) });
  if (!res.ok || (res.headers.get('content-type') ?? '').includes('json')) {
    const body = (await res.json().catch(() => null)) as { msbox?: string } | null;
    throw new Error(body?.msbox || '图片加载失败');
  }
  return URL.createObjectURL(await res.blob());
}
