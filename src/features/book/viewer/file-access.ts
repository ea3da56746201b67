/**
 * Book PDFs are served only by access-checked calls (/clan-print/v5/sample/file, /book/v2/file): the session token
 * and the password-project grant `ap` go in request headers, exactly as the api client sends them
 * (src/lib/api-client.ts buildHeaders) — never in the URL. pdf.js gets them as httpHeaders (pdf.ts); the download
 * button fetches the file with them and saves the blob (an <a href> cannot carry headers).
 */
import { apiDeps, buildHeaders, type Session } from '@src/lib/api-client';

/** The Authorization and `ap` headers of a session (none when the app is not wired, e.g. unit tests). */
export function fileHeaders(session: Session | null | undefined = apiDeps()?.getSession()): Record<string, string> {
  if (!session) return {};
  const all = buildHeaders(session);
  const out: Record<string, string> = {};
  if (all.Authorization) out.Authorization = all.Authorization;
  if (all.ap) out.ap = all.ap;
  return out;
}

/** The Chinese reason of a refused download (`{ msg: 0, msbox }` JSON), else a generic one. */
async function refusal(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { msbox?: unknown };
    if (typeof body.msbox === 'string' && body.msbox) return body.msbox;
  } catch {
    // not JSON
  }
  return res.status === 401 ? '请先登录' : `下载失败（${res.status}）`;
}

/** Fetch the PDF with the session headers and save it as `fileName`; rejects with a Chinese message. */
export async function downloadPdf(url: string, fileName: string, f: typeof fetch = fetch): Promise<void> {
  const res = await f(url, { headers: fileHeaders() });
  if (!res.ok || !(res.headers.get('content-type') ?? '').startsWith('application/pdf')) throw new Error(await refusal(res));
  const blob = await res.blob();
  const href = URL.createObjectURL(blob);
  // this module is also typechecked for Node (its test): the DOM is reached through globalThis
  const doc = (globalThis as unknown as { document: { createElement(t: 'a'): { href: string; download: string; click(): void; remove(): void }; body: { appendChild(n: unknown): void } } }).document;
  try {
    const a = doc.createElement('a');
    a.href = href;
    a.download = fileName;
    doc.body.appendChild(a);
    a.click();
    a.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  }
}
