/**
 * GEDCOM import (contract/gedcom.ts): choose a .ged → the file is analysed (nothing written) → the preview with the
 * log and the duplicates, the founder and encoding can be changed → confirm → progress → result, open the tree.
 */
import { Button, List, NoticeBar, ProgressBar, Radio, Selector, Space, Stepper } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as gedcom from '@contract/gedcom';
import { confirm as confirmModal, toast } from '@src/app/shell/feedback';
import { memberChanged } from '@src/features/clan-members/clan-members.queries';
import { ErrorState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import type { AdminCtx } from '../admin-context';
import { confirmGedcom, repreviewGedcom, uploadGedcom } from '../clan-admin.queries';
import { downloadXlsx as downloadFile } from '../excel-download';
import { LEVEL_NAMES, pollMs, previewLines } from '../gedcom-view';

function Progress({ job }: { job: gedcom.GedcomJob }) {
  return (
    <div className="ca-card" role="progressbar" aria-valuenow={job.progress} data-testid="gedcom-progress">
      <div className="ca-report-head">{job.statusName}…</div>
      <ProgressBar percent={job.progress} text={`${job.progress}%`} />
    </div>
  );
}

type Again = { founder?: string; founderGeneration?: number; encoding?: string; otherLines?: 'roots' | 'skip' };

function Preview({ job, onAgain }: { job: gedcom.GedcomJob; onAgain: (p: Again) => void }) {
  const p = job.preview!;
  const [founder, setFounder] = useState(p.founder?.xref);
  const [gen, setGen] = useState(p.founder?.generation ?? 1);
  const [enc, setEnc] = useState(p.encoding);
  const [other, setOther] = useState(p.otherLines);
  // men with descendants in the file, and the founder in use
  const choices = p.founderChoices.filter((c) => c.descendants > 0 || c.xref === p.founder?.xref);
  const changed = founder !== p.founder?.xref || gen !== p.founder?.generation || enc !== p.encoding || other !== p.otherLines;
  return (
    <>
      <div className="ca-card" data-testid="gedcom-preview">
        <div className="ca-report-head" role="status">分析完成，尚未写入族谱</div>
        <ul className="ca-report">
          {previewLines(p).map((l) => (
            <li key={l.label} className="ca-report-row"><span className="ca-report-row__name">{l.label}</span><span className="ca-report-row__text">{l.value}</span></li>
          ))}
        </ul>
      </div>
      <List header="调整（改后重新分析）">
        {choices.length > 1 && (
          <List.Item description="从此人起算世次，只导入他的男系后代及其妻室、女儿">
            始祖
            <Selector columns={1} value={founder ? [founder] : []} onChange={(v) => v[0] && setFounder(v[0])}
              options={choices.slice(0, 6).map((c) => ({ label: `${c.name}（后代${c.descendants}人）`, value: c.xref }))} />
          </List.Item>
        )}
        <List.Item extra={<Stepper min={-50} max={300} value={gen} onChange={(v) => setGen(v)} />}>始祖为第几世</List.Item>
        <List.Item description="文件中同姓、但与始祖连不上的世系（失联支派）">
          其他同姓支系
          <Selector columns={2} value={[other]} onChange={(v) => v[0] && setOther(v[0])}
            options={[{ label: '作为另一支导入（待考）', value: 'roots' as const }, { label: '不导入', value: 'skip' as const }]} />
        </List.Item>
        <List.Item description="文字显示为乱码时，请换一种编码">
          字符编码
          <Selector columns={2} value={[enc]} onChange={(v) => v[0] && setEnc(v[0])}
            options={gedcom.GEDCOM_ENCODINGS.map((e) => ({ label: gedcom.GEDCOM_ENCODING_NAMES[e], value: e }))} />
        </List.Item>
      </List>
      {changed && <Button block onClick={() => onAgain({ founder, founderGeneration: gen, encoding: enc, otherLines: other })}>按新的选择重新分析</Button>}
      <div className="ca-card">
        <div className="ca-title">导入日志（提示 {p.problems.info} · 警告 {p.problems.warn} · 错误 {p.problems.error}）</div>
        {p.log.length === 0 ? <div className="ca-muted">没有问题</div> : (
          <ul className="ca-report" data-testid="gedcom-log">
            {p.log.slice(0, 30).map((r, i) => (
              <li key={i} className={r.level === 'error' ? 'ca-report-row ca-report-row--error' : 'ca-report-row'}>
                <span className="ca-report-row__name">第{r.line}行 {r.record ?? ''}</span>
                <span className="ca-report-row__text">{LEVEL_NAMES[r.level]}：{r.message}</span>
              </li>
            ))}
          </ul>
        )}
        <Button size="small" fill="none" color="primary" onClick={() => void downloadFile(gedcom.IMPORT_LOG.path, { jobId: job.id }, '导入日志.csv')}>下载完整日志</Button>
      </div>
    </>
  );
}

function Duplicates({ job, action, onAction }: { job: gedcom.GedcomJob; action: 'keep' | 'merge'; onAction: (a: 'keep' | 'merge') => void }) {
  const d = job.preview!.duplicates;
  if (!d.length) return <div className="ca-muted">未发现与族谱中已有成员重复的人物</div>;
  return (
    <div className="ca-card" data-testid="gedcom-duplicates">
      <div className="ca-title">可能重复的人物（{d.length}）</div>
      <ul className="ca-report">
        {d.slice(0, 50).map((x) => (
          <li key={x.xref} className="ca-report-row"><span className="ca-report-row__name">{x.name} · {x.generation}世</span><span className="ca-report-row__text">与已有成员「{x.memberName}」{x.reason}</span></li>
        ))}
      </ul>
      <Radio.Group value={action} onChange={(v) => onAction(v as 'keep' | 'merge')}>
        <Space direction="vertical">
          {gedcom.DUPLICATE_ACTIONS.map((a) => <Radio key={a} value={a}>{gedcom.DUPLICATE_ACTION_NAMES[a]}</Radio>)}
        </Space>
      </Radio.Group>
    </div>
  );
}

/** `jobId`: an import job another screen started (the old-register review's confirm): its preview, no file chooser. */
export function GedcomImport({ ctx, clanId, jobId: given }: { ctx: AdminCtx; clanId: number; jobId?: number }) {
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [jobId, setJobId] = useState<number | null>(given ?? null);
  const [busy, setBusy] = useState(false);
  const [dup, setDup] = useState<'keep' | 'merge'>('keep');
  const job = useApiQuery(gedcom.job, { jobId: jobId ?? 0 }, { enabled: !!jobId, staleTime: 0, refetchInterval: (q) => pollMs(q.state.data) });
  const status = job.data?.status;
  useEffect(() => { if (status === 'imported') void memberChanged(); }, [status]);

  const pick = async (f: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!f) return;
    if (!/\.(ged|gedcom|zip)$/i.test(f.name)) { toast('请选择 GEDCOM 文件（.ged）或 GEDZIP（.zip）'); return; }
    if (f.size > gedcom.GEDCOM_MAX_BYTES) { toast(`文件太大，不能超过${gedcom.GEDCOM_MAX_BYTES / 1024 / 1024}MB`); return; }
    setBusy(true);
    try {
      setJobId((await uploadGedcom(clanId, f)).id);
      setDup('keep');
    } catch { /* toasted */ } finally { setBusy(false); }
  };
  const write = async () => {
    const j = job.data;
    if (!j?.preview || j.clanVersion === null) return;
    if (!(await confirmModal(`确认导入？将向族谱写入 ${j.preview.counts.members} 人（含妻室），全部成功或全部不写入。`))) return;
    try { await confirmGedcom({ jobId: j.id, clanVersion: j.clanVersion, duplicates: dup }); } catch { /* toasted */ }
  };
  const again = async (p: Again) => {
    try { await repreviewGedcom({ jobId: jobId!, ...p } as never); } catch { /* toasted */ }
  };
  const j = job.data;
  const chooser = (
    <>
      <Button block color="primary" loading={busy} onClick={() => input.current?.click()}>{jobId ? '换一个文件' : '选择 GEDCOM 文件（.ged）'}</Button>
      <input ref={input} type="file" hidden accept=".ged,.gedcom,.zip" data-testid="gedcom-file" onChange={(e) => void pick(e.target.files?.[0])} />
    </>
  );
  if (!ctx.can('importExcel')) return <NoticeBar color="alert" content="您没有导入成员的权限" />;
  return (
    <div className="ca-page" style={{ padding: 0 }}>
      {!given && (
        <List header="导入 GEDCOM">
          <List.Item description="支持 GEDCOM 5.5、5.5.1、5.5.5、7.0；UTF-8、GBK、Big5、ANSEL 等编码。先分析、预览，确认后才写入族谱。">
            从其他家谱软件导入
          </List.Item>
        </List>
      )}
      {!given && chooser}
      {jobId && job.isError && <ErrorState error={job.error} onRetry={() => void job.refetch()} />}
      {j && gedcom.GEDCOM_LIVE.includes(j.status) && <Progress job={j} />}
      {j?.status === 'previewed' && j.preview && (
        <>
          <Preview key={`${j.preview.founder?.xref}-${j.preview.encoding}-${j.preview.founder?.generation}`} job={j} onAgain={(p) => void again(p)} />
          <Duplicates job={j} action={dup} onAction={setDup} />
          <Button block color="primary" disabled={!j.preview.counts.members} onClick={() => void write()}>确认导入 {j.preview.counts.members} 人</Button>
        </>
      )}
      {j?.status === 'imported' && (
        <div className="ca-card" data-testid="gedcom-result">
          <div className="ca-report-head" role="status">导入完成：新增 {j.result?.created ?? 0} 人{j.result?.merged ? `，并入已有成员 ${j.result.merged} 人` : ''}{j.result?.photos ? `，照片 ${j.result.photos} 张` : ''}{j.result?.photosRefused ? `（${j.result.photosRefused} 张不是有效图片，未导入）` : ''}</div>
          <Button block color="primary" onClick={() => navigate(ctx.path('/clan/tree/index'))}>查看世系图</Button>
        </div>
      )}
      {j?.status === 'failed' && <NoticeBar color="alert" wrap content={`${j.error || '处理失败'}（族谱未被改动）`} />}
    </div>
  );
}
