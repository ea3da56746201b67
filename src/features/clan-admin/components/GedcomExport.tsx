/**
 * GEDCOM export (contract/gedcom.ts): format (7.0 recommended, 5.5.1 for older programs), scope (the whole clan or a
 * member and his descendants), privacy of the living → progress → download.
 */
import { Button, List, NoticeBar, ProgressBar, Selector, Switch } from 'antd-mobile';
import { useState } from 'react';
import * as gedcom from '@contract/gedcom';
import { ErrorState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import type { AdminCtx } from '../admin-context';
import { startGedcomExport } from '../clan-admin.queries';
import { downloadXlsx as downloadFile } from '../excel-download';
import { pollMs } from '../gedcom-view';
import { MemberSearch } from './MemberSearch';

const FORMAT_LABELS: Record<(typeof gedcom.GEDCOM_FORMATS)[number], string> = { '7.0': 'GEDCOM 7.0（推荐）', '5.5.1': 'GEDCOM 5.5.1（兼容旧软件）' };

export function GedcomExport({ ctx, clanId }: { ctx: AdminCtx; clanId: number }) {
  const [format, setFormat] = useState<(typeof gedcom.GEDCOM_FORMATS)[number]>('7.0');
  const [root, setRoot] = useState<{ id: number; name: string } | null>(null);
  const [branch, setBranch] = useState(false);
  const [hideLiving, setHideLiving] = useState(true);
  const [jobId, setJobId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const job = useApiQuery(gedcom.job, { jobId: jobId ?? 0 }, { enabled: !!jobId, staleTime: 0, refetchInterval: (q) => pollMs(q.state.data) });
  if (!ctx.can('exportExcel')) return null;
  const start = async () => {
    setBusy(true);
    try {
      const j = await startGedcomExport({ clanId, format, hideLiving, ...(branch && root ? { rootId: root.id } : {}) } as never);
      setJobId(j.id);
    } catch { /* toasted */ } finally { setBusy(false); }
  };
  const j = job.data;
  return (
    <div className="ca-page" style={{ padding: 0 }}>
      <List header="导出 GEDCOM">
        <List.Item description="世、字辈、房支、行第、出继入继等以扩展标签写入，本软件可完整读回">
          格式
          <Selector columns={1} value={[format]} onChange={(v) => v[0] && setFormat(v[0])}
            options={gedcom.GEDCOM_FORMATS.map((f) => ({ label: FORMAT_LABELS[f], value: f }))} />
        </List.Item>
        <List.Item extra={<Switch checked={branch} onChange={setBranch} />} description={branch ? (root ? `自 ${root.name} 起的分支` : '请在下方搜索分支的起始族人') : '整部族谱'}>
          只导出一个分支
        </List.Item>
        <List.Item extra={<Switch checked={hideLiving} onChange={setHideLiving} />} description="开启后不写在世者的生卒与葬地">隐去在世者信息</List.Item>
      </List>
      {branch && !root && <MemberSearch clanId={clanId} onPick={(h) => setRoot({ id: h.id, name: h.name })} placeholder="输入分支起始族人的姓名" />}
      <Button block color="primary" loading={busy} disabled={branch && !root} onClick={() => void start()}>开始导出</Button>
      {jobId && job.isError && <ErrorState error={job.error} onRetry={() => void job.refetch()} />}
      {j?.status === 'exporting' && (
        <div className="ca-card" role="progressbar" aria-valuenow={j.progress}>
          <div className="ca-report-head">正在导出…</div>
          <ProgressBar percent={j.progress} text={`${j.progress}%`} />
        </div>
      )}
      {j?.status === 'exported' && (
        <div className="ca-card" data-testid="gedcom-export-done">
          <div className="ca-report-head" role="status">已导出 {j.result?.members ?? 0} 人（{Math.ceil(j.bytes / 1024)} KB）</div>
          <Button block color="primary" onClick={() => void downloadFile(gedcom.EXPORT_FILE.path, { jobId: j.id }, j.fileName)}>下载 {j.fileName}</Button>
        </div>
      )}
      {j?.status === 'failed' && <NoticeBar color="alert" wrap content={j.error || '导出失败'} />}
    </div>
  );
}
