/**
 * Download an .xlsx from a non-envelope endpoint (contract/clan-excel.ts EXCEL_TEMPLATE / EXCEL_EXPORT) with the
 * session headers; a JSON reply is a refusal ({msg:0, msbox}) and is toasted.
 */
import { toast } from '@src/app/shell/feedback';
import { API_BASE, apiDeps, buildHeaders } from '@src/lib/api-client';
import { dispositionName } from './excel-report';

export async function downloadXlsx(path: string, params: Record<string, string | number>, fallbackName: string): Promise<boolean> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
  try {
    const res = await fetch(`${API_BASE}${path}${q ? `?${q}` : ''}`, { headers: buildHeaders(apiDeps()?.getSession() ?? {}) });
    if ((res.headers.get('content-type') ?? '').includes('json') || !res.ok) {
      const body = (await res.json().catch(() => null)) as { msbox?: string } | null;
      toast(body?.msbox || (res.status === 401 ? '请先登录' : '下载失败'), 'fail');
      return false;
    }
    const blob = await res.blob();
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = dispositionName(res.headers.get('content-disposition'), fallbackName);
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return true;
  } catch {
    toast('下载失败，请检查网络', 'fail');
    return false;
  }
}
