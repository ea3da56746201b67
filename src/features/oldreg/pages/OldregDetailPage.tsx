/**
 * /clan/admin/oldreg/detail?id=[&projectId=&clanId=]: one old register — upload its scans (a PDF or many page
 * images, one file per call with a progress bar), reading starts when the uploads are done (progress per page,
 * failed pages listed and read again on demand), the pages viewable one by one, then the review; delete.
 */
import { Button, NoticeBar, ProgressBar } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/oldreg';
import { AdminPage, type AdminCtx } from '@src/features/clan-admin/index';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { confirm as confirmModal, toast } from '@src/app/shell/feedback';
import { deleteRegister, pollMs, startReading, uploadPage } from '../oldreg.queries';
import { PageImage } from '../components/PageImage';
import { StatusTag } from '../components/StatusTag';
import '../oldreg.css';

const ACCEPT = '.pdf,application/pdf,image/png,image/jpeg,image/tiff,image/webp';

function Upload({ reg, onDone }: { reg: c.OldregDetail; onDone: () => Promise<unknown> }) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ done: number; total: number; failed: number } | null>(null);
  const pick = async (files: File[]) => {
    if (input.current) input.current.value = '';
    if (!files.length) return;
    if (reg.status === 'read' && !(await confirmModal('上传后会按全部页面重新识别，已做的校对将被新的识别结果替换。继续上传？'))) return;
    const ok = files.filter((f) => {
      if (f.size > c.OLDREG_MAX_BYTES) { toast(`「${f.name}」太大，不能超过${c.OLDREG_MAX_BYTES / 1024 / 1024}MB`); return false; }
      return true;
    });
    let failed = 0;
    setState({ done: 0, total: ok.length, failed: 0 });
    for (let i = 0; i < ok.length; i++) {
      try { await uploadPage(reg.id, ok[i]); } catch { failed++; /* toasted */ }
      setState({ done: i + 1, total: ok.length, failed });
    }
    await onDone();
    if (failed < ok.length) {
      try { await startReading({ registerId: reg.id }); } catch { /* toasted */ }
    }
    setState(null);
  };
  const busy = !!state;
  const can = reg.status === 'empty' || reg.status === 'uploaded' || reg.status === 'read';
  if (!can) return null;
  return (
    <div className="or-card">
      <div className="or-title">上传扫描件</div>
      <div className="or-muted">PDF，或逐页的图片（PNG、JPG、TIFF、WebP，可一次选多张，按文件名顺序编页）。上传后自动开始识别。</div>
      {state && (
        <div role="progressbar" aria-valuenow={state.done} aria-valuemax={state.total} data-testid="oldreg-upload-progress" style={{ margin: '10px 0' }}>
          <ProgressBar percent={state.total ? Math.round((100 * state.done) / state.total) : 0} text={`${state.done}/${state.total}`} />
        </div>
      )}
      <Button block color="primary" loading={busy} style={{ marginTop: 10 }} onClick={() => input.current?.click()}>
        {reg.pageCount ? '继续上传' : '选择 PDF 或页面图片'}
      </Button>
      <input ref={input} type="file" hidden multiple accept={ACCEPT} data-testid="oldreg-file"
        onChange={(e) => void pick([...(e.target.files ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'zh-CN', { numeric: true })))} />
    </div>
  );
}

function Reading({ reg }: { reg: c.OldregDetail }) {
  if (reg.status !== 'reading') return null;
  return (
    <div className="or-card" role="progressbar" aria-valuenow={reg.progress} data-testid="oldreg-reading">
      <div className="or-title">正在识别…</div>
      <ProgressBar percent={reg.progress} text={`${reg.progress}%`} />
      <div className="or-muted" style={{ marginTop: 6 }}>已识别 {reg.readPages}/{reg.pageCount} 页{reg.failedPages ? `，${reg.failedPages}页失败` : ''}。每页约需数秒，可离开本页，稍后再来。</div>
    </div>
  );
}

function Pages({ reg }: { reg: c.OldregDetail }) {
  const [no, setNo] = useState(1);
  if (!reg.pages.length) return null;
  const page = reg.pages.find((p) => p.no === no) ?? reg.pages[0];
  return (
    <div className="or-card">
      <div className="or-title">原始页面（{reg.pages.length}页）</div>
      <div className="or-pages" role="group" aria-label="页码">
        {reg.pages.map((p) => (
          <button key={p.no} type="button" aria-pressed={p.no === page.no} className={p.status === 'failed' ? 'or-page--failed' : ''} onClick={() => setNo(p.no)}>
            {p.no}
          </button>
        ))}
      </div>
      <div className="or-muted" style={{ margin: '4px 0 8px' }}>第{page.no}页 · {page.statusName}{page.error ? `：${page.error}` : ''}</div>
      {page.width > 0 ? <PageImage registerId={reg.id} no={page.no} width={page.width} height={page.height} />
        : <div className="or-muted">PDF 页面在识别时生成图片，请先识别。</div>}
    </div>
  );
}

function Register({ ctx, id }: { ctx: AdminCtx; id: number }) {
  const navigate = useNavigate();
  const q = useApiQuery(c.detail, { registerId: id }, { enabled: id > 0, staleTime: 0, refetchInterval: (x) => pollMs(x.state.data) });
  const remove = async (reg: c.OldregDetail) => {
    if (!(await confirmModal({ title: '删除旧谱', content: `删除「${reg.title}」及其全部${reg.pageCount}页图片和识别结果？已导入族谱的成员不受影响。`, confirmText: '删除', danger: true }))) return;
    try {
      await deleteRegister({ registerId: reg.id });
      toast('已删除', 'success');
      navigate(ctx.path('/clan/admin/oldreg'), { replace: true });
    } catch { /* toasted */ }
  };
  return (
    <QueryView query={q}>
      {(reg) => (
        <div className="or-stack">
          <div className="or-card" data-testid="oldreg-head">
            <div className="or-row" style={{ justifyContent: 'space-between' }}>
              <strong style={{ fontSize: 17 }}>{reg.title}</strong>
              <StatusTag status={reg.status} name={reg.statusName} />
            </div>
            <div className="or-muted">{[reg.hall, reg.yearText, reg.volumes ? `${reg.volumes}卷` : '', `${reg.pageCount}页`].filter(Boolean).join(' · ')}</div>
          </div>
          <Upload reg={reg} onDone={() => q.refetch()} />
          <Reading reg={reg} />
          {reg.status === 'uploaded' && reg.pageCount > 0 && (
            <Button block color="primary" onClick={() => void startReading({ registerId: reg.id }).catch(() => undefined)}>开始识别</Button>
          )}
          {reg.failedPages > 0 && reg.status !== 'reading' && (
            <NoticeBar color="alert" wrap content={`${reg.failedPages}页识别失败（页码：${reg.pages.filter((p) => p.status === 'failed').map((p) => p.no).join('、')}），其余页面不受影响。`} />
          )}
          {reg.status === 'read' && reg.failedPages > 0 && (
            <Button block onClick={() => void startReading({ registerId: reg.id }).catch(() => undefined)}>重新识别失败的页面</Button>
          )}
          {(reg.status === 'read' || reg.status === 'confirmed') && (
            <Button block color="primary" data-testid="oldreg-review" onClick={() => navigate(ctx.path('/clan/admin/oldreg/review', { id: reg.id }))}>
              {reg.status === 'read' ? `校对人物（${reg.people.length}人）` : '查看导入'}
            </Button>
          )}
          <Pages reg={reg} />
          <Button block color="danger" fill="outline" disabled={reg.status === 'reading'} onClick={() => void remove(reg)}>删除旧谱</Button>
        </div>
      )}
    </QueryView>
  );
}

export default function OldregDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return (
    <AdminPage title="旧谱" need="importExcel">
      {(ctx) => <Register ctx={ctx} id={id} />}
    </AdminPage>
  );
}
