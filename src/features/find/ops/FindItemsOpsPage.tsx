/**
 * `#/ops/find-items` (运营): publish 发现 courses and videos — title, summary, a cover picture and, for a video, the
 * video file (uploaded through the files domain with progress; its length read from the file), the text (paragraphs,
 * cleaned on the server) — edit them, 下架 (unpublish) and 重新发布. Every change asks first.
 */
import { useState } from 'react';
import * as f from '@contract/find';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { mutation } from '@src/lib/mutation';
import { useApiQuery } from '@src/lib/query';
import { acceptFor, uploadFile } from '@src/lib/upload';
import { secondsToTime as formatSeconds } from '@src/lib/format/numbers';

type Row = NonNullable<ReturnType<typeof useApiQuery<typeof f.opsFindList>>['data']>['list'][number];

const READS = () => [f.opsFindList, f.findList, f.findV2List, f.findGet];
const save = mutation(f.findEdit, { invalidates: READS });
const publish = mutation(f.opsFindPublish, { invalidates: READS });

interface Form { id?: number; kind: 'course' | 'video'; title: string; summary: string; cover: string; video: string; duration: number; text: string }
const EMPTY: Form = { kind: 'course', title: '', summary: '', cover: '', video: '', duration: 0, text: '' };

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** Paragraphs typed in the box → <p> per line (the server cleans whatever arrives with the shared policy). */
const toHtml = (text: string) => text.split(/\n+/).map((l) => l.trim()).filter(Boolean).map((l) => `<p>${esc(l)}</p>`).join('');
/** The stored HTML back to lines for editing. */
const toText = (html: string) => {
  const d = new DOMParser().parseFromString(html, 'text/html');
  return [...d.body.querySelectorAll('p, li, h1, h2, h3')].map((e) => e.textContent ?? '').join('\n') || (d.body.textContent ?? '');
};

/** The length of a video file in whole seconds (0 when the browser cannot read it). */
function videoSeconds(file: File): Promise<number> {
  return new Promise((resolve) => {
    const v = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (n: number) => { URL.revokeObjectURL(url); resolve(Number.isFinite(n) ? Math.round(n) : 0); };
    v.preload = 'metadata';
    v.onloadedmetadata = () => {
      if (Number.isFinite(v.duration)) return done(v.duration);
      // a recorded WebM has no length in its header: seek far to make the browser find it
      v.ontimeupdate = () => { v.ontimeupdate = null; done(v.duration); };
      v.currentTime = 1e9;
    };
    v.onerror = () => done(0);
    v.src = url;
  });
}

export default function FindItemsOpsPage() {
  const q = useApiQuery(f.opsFindList, { pageIndex: 1, pageSize: 100 });
  const [form, setForm] = useState<Form>(EMPTY);
  const [progress, setProgress] = useState<{ what: string; percent: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Form>(k: K, v: Form[K]) => setForm((x) => ({ ...x, [k]: v }));

  const upload = async (file: File | undefined, what: 'cover' | 'video') => {
    if (!file) return;
    setProgress({ what: what === 'cover' ? '封面' : '视频', percent: 0 });
    try {
      const [stored, seconds] = await Promise.all([
        uploadFile(file, { type: what === 'cover' ? 0 : 1, onProgress: (percent) => setProgress({ what: what === 'cover' ? '封面' : '视频', percent }) }),
        what === 'video' ? videoSeconds(file) : Promise.resolve(0),
      ]);
      if (what === 'cover') set('cover', stored.url);
      else setForm((x) => ({ ...x, video: stored.url, duration: seconds || x.duration }));
      toast(what === 'cover' ? '封面已上传' : '视频已上传', 'success');
    } catch { /* the upload toasted */ } finally { setProgress(null); }
  };

  const submit = async () => {
    if (!form.title.trim()) return toast('请填写标题');
    if (form.kind === 'video' && !form.video) return toast('请上传视频');
    if (!(await confirm({ content: `${form.id ? '保存修改' : '发布'}“${form.title.trim()}”？`, confirmText: form.id ? '保存' : '发布' }))) return;
    setBusy(true);
    try {
      await save({
        id: form.id, kind: form.kind, title: form.title.trim(), summary: form.summary.trim(), cover: form.cover, video: form.kind === 'video' ? form.video : '',
        duration: form.duration, body: toHtml(form.text),
      });
      toast(form.id ? '已保存' : '已发布', 'success');
      setForm(EMPTY);
    } catch { /* shown */ } finally { setBusy(false); }
  };

  const edit = (r: Row) => setForm({ id: r.id, kind: r.kind, title: r.title, summary: r.summary, cover: r.cover, video: r.video, duration: r.duration, text: toText(r.body) });
  const toggle = async (r: Row) => {
    const up = r.status !== 'published';
    if (!(await confirm({ content: `${up ? '重新发布' : '下架'}“${r.title}”？${up ? '' : '下架后用户在发现中看不到它。'}`, confirmText: up ? '发布' : '下架', danger: !up }))) return;
    await publish({ id: r.id, published: up }).then(() => toast(up ? '已发布' : '已下架', 'success')).catch(() => {});
  };

  return (
    <section aria-label="发现内容">
      <h1 className="zp-ops__h1">发现内容</h1>
      <fieldset className="zp-ops__form" aria-label={form.id ? '修改内容' : '发布内容'} style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 16px', alignItems: 'center' }}>
        <legend>{form.id ? `修改 #${form.id}` : '发布课程或视频'}</legend>
        <label>类别{' '}
          <select value={form.kind} onChange={(e) => set('kind', e.target.value as Form['kind'])}>
            {f.FIND_KINDS.map((k) => <option key={k} value={k}>{f.FIND_KIND_NAMES[k]}</option>)}
          </select>
        </label>
        <label>标题 <input value={form.title} onChange={(e) => set('title', e.target.value)} maxLength={60} /></label>
        <label>简介 <input value={form.summary} onChange={(e) => set('summary', e.target.value)} maxLength={200} style={{ width: 320 }} /></label>
        <label>封面 <input type="file" accept={acceptFor(0)} aria-label="封面图片" onChange={(e) => void upload(e.target.files?.[0], 'cover')} /></label>
        {form.cover && <img src={form.cover} alt="封面预览" style={{ height: 60, verticalAlign: 'middle' }} />}
        {form.kind === 'video' && (
          <>
            <label>视频 <input type="file" accept={`${acceptFor(1)},.webm,video/webm`} aria-label="视频文件" onChange={(e) => void upload(e.target.files?.[0], 'video')} /></label>
            {form.video && <span data-testid="ops-find-video">已上传 {form.video.split('/').pop()}{form.duration ? `（${formatSeconds(form.duration)}）` : ''}</span>}
          </>
        )}
        {progress && <span role="progressbar" aria-valuenow={progress.percent} aria-label={`${progress.what}上传进度`}>{progress.what}上传中 {progress.percent}%</span>}
        <label style={{ display: 'block', flexBasis: '100%' }}>正文（每行一段）
          <textarea value={form.text} onChange={(e) => set('text', e.target.value)} rows={6} style={{ display: 'block', width: '100%', maxWidth: 640 }} />
        </label>
        <button type="button" disabled={busy || !!progress} onClick={() => void submit()}>{form.id ? '保存修改' : '发布'}</button>
        {form.id && <button type="button" onClick={() => setForm(EMPTY)}>取消修改</button>}
      </fieldset>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">还没有课程或视频</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>ID</th><th>封面</th><th>标题</th><th>类别</th><th>时长</th><th>浏览/赞/评论</th><th>状态</th><th>发布时间</th><th>操作</th></tr></thead>
            <tbody>{q.data.list.map((r) => (
              <tr key={r.id}>
                <td>{r.id}</td>
                <td>{r.cover ? <img src={r.cover} alt="" style={{ height: 40 }} /> : '—'}</td>
                <td>{r.title}</td>
                <td>{r.kindName}</td>
                <td>{r.kind === 'video' ? formatSeconds(r.duration) : '—'}</td>
                <td>{r.viewCount}/{r.likeCount}/{r.commentCount}</td>
                <td>{r.statusName}</td>
                <td><DateTime value={r.createdAt} /></td>
                <td>
                  <button type="button" onClick={() => edit(r)}>修改</button>{' '}
                  <button type="button" onClick={() => void toggle(r)}>{r.status === 'published' ? '下架' : '重新发布'}</button>
                </td>
              </tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
