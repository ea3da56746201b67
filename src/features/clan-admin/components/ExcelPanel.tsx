/**
 * Excel import and export of a clan (contract/clan-excel.ts): download the template; upload a filled .xlsx →
 * the row-by-row report (nothing written); when there is no problem, confirm (the same file again with the clan
 * version of the preview) to write every row in one go; export the whole clan to .xlsx. Admin / 协管员.
 */
import { Button, Input, List, NoticeBar, Selector } from 'antd-mobile';
import { useRef, useState } from 'react';
import * as excel from '@contract/clan-excel';
import { confirm as confirmModal, toast } from '@src/app/shell/feedback';
import type { AdminCtx } from '../admin-context';
import { downloadXlsx } from '../excel-download';
import { reportSummary } from '../excel-report';
import { importExcel, previewExcel, type ZibeiChange } from '../clan-admin.queries';
import { ExcelReport } from './ExcelReport';

export function ExcelPanel({ ctx, clanId }: { ctx: AdminCtx; clanId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<excel.ExcelPreviewReply | null>(null);
  const [busy, setBusy] = useState<'preview' | 'confirm' | 'export' | 'template' | null>(null);
  /** The register's 字辈 differs from the poem: said once, applied to every row (and saved with the import). */
  const [change, setChange] = useState<ZibeiChange>({});
  const [draft, setDraft] = useState<{ kind: 'skip' | 'restart'; char: string; from: string }>({ kind: 'skip', char: '', from: '' });

  const run = async (f: File, c: ZibeiChange) => {
    setBusy('preview');
    try {
      setPreview(await previewExcel(clanId, f, c));
      setChange(c);
      return true;
    } catch { return false; } finally { setBusy(null); }
  };
  const pick = async (f: File | undefined) => {
    if (!f) return;
    if (!/\.xlsx$/i.test(f.name)) { toast('请选择 .xlsx 格式的表格'); return; }
    setFile(f);
    setPreview(null);
    if (!(await run(f, change))) setFile(null);
    if (input.current) input.current.value = '';
  };
  const applyChange = async () => {
    if (!file) return;
    const from = Number(draft.from);
    if (!Number.isInteger(from) || from < 1) { toast('请填写从第几世起'); return; }
    if (draft.kind === 'skip' && !draft.char.trim()) { toast('请填写略去的字'); return; }
    await run(file, { zibeiChange: draft.kind, zibeiFrom: from, ...(draft.kind === 'skip' ? { zibeiChar: draft.char.trim() } : {}) });
  };
  const write = async (skipBad: boolean) => {
    if (!file || !preview) return;
    const s = reportSummary(preview);
    const ask = skipBad
      ? `只导入无误的 ${s.okRows} 行？将写入 ${s.okMemberCount} 人（含配偶）；有问题的 ${s.bad} 行及其下的子孙行不导入，可改好后另行上传。`
      : `确认导入？将向族谱写入 ${s.memberCount} 人（含配偶）。`;
    if (!(await confirmModal(ask))) return;
    setBusy('confirm');
    try {
      const r = await importExcel({ clanId, clanVersion: preview.clanVersion, file, ...change, ...(skipBad ? { skipBad: true } : {}) } as never);
      toast(r.skipped ? `已导入 ${r.created} 人，跳过 ${r.skipped} 行` : `已导入 ${r.created} 人`, 'success');
      setFile(null);
      setPreview(null);
      setChange({});
    } catch { /* shown: the clan changed or a row is wrong — upload again */ } finally { setBusy(null); }
  };
  const download = async (kind: 'template' | 'export') => {
    setBusy(kind);
    const name = ctx.project.data?.name ?? '族谱';
    if (kind === 'template') await downloadXlsx(excel.EXCEL_TEMPLATE.path, { clanId }, '族谱导入模板.xlsx');
    else await downloadXlsx(excel.EXCEL_EXPORT.path, { clanId }, `${name}.xlsx`);
    setBusy(null);
  };
  const mayImport = ctx.can('importExcel');
  return (
    <div className="ca-page" style={{ padding: 0 }}>
      <List header="导入">
        <List.Item description={`表头：${excel.EXCEL_HEADERS.join(' | ')}。父亲填编号或姓名，世次须为父亲世次+1，日期可写“乾隆三年三月初五”；名可不写姓，性别可不填；外孙不填父亲、母亲填本族女儿；配偶可写“王氏(續)”“继配李氏”。最多 ${excel.EXCEL_MAX_ROWS} 行。`}>
          先下载模板，按示例填写
        </List.Item>
      </List>
      <div className="ca-actions">
        <Button loading={busy === 'template'} onClick={() => void download('template')}>下载模板</Button>
        {mayImport && <Button color="primary" loading={busy === 'preview'} onClick={() => input.current?.click()}>{file ? '重新上传' : '上传表格'}</Button>}
      </div>
      <input ref={input} type="file" hidden accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" onChange={(e) => void pick(e.target.files?.[0])} />
      {!mayImport && <NoticeBar color="alert" content="您没有导入/导出成员的权限" />}
      {preview && file && (
        <>
          <div className="ca-muted">文件：{file.name}</div>
          {preview.zibeiPoems.length > 0 && (
            <List header="字辈">
              {preview.zibeiPoems.map((l) => <List.Item key={l}>{l}</List.Item>)}
              {preview.zibeiMissing > 0 && (
                <List.Item description="谱中若从某世起略去一字，或从某世起转宗重起，说一次即可，每人的字辈随之改正，并随导入保存到字辈设置">
                  {preview.zibeiMissing} 人名中没有本世字辈
                </List.Item>
              )}
              <List.Item>
                <Selector columns={2} value={[draft.kind]} onChange={(v) => v[0] && setDraft({ ...draft, kind: v[0] })}
                  options={[{ label: '略去一字', value: 'skip' as const }, { label: '转宗重起', value: 'restart' as const }]} />
              </List.Item>
              <List.Item extra={<Input type="number" placeholder="世次" value={draft.from} onChange={(v) => setDraft({ ...draft, from: v })} style={{ width: 80 }} />}>从第几世起</List.Item>
              {draft.kind === 'skip' && (
                <List.Item extra={<Input placeholder="如：一" maxLength={2} value={draft.char} onChange={(v) => setDraft({ ...draft, char: v })} style={{ width: 80 }} />}>略去的字</List.Item>
              )}
              <List.Item extra={<Button size="small" loading={busy === 'preview'} onClick={() => void applyChange()}>按此重新检查</Button>}>
                {change.zibeiChange ? (change.zibeiChange === 'skip' ? `已按：自${change.zibeiFrom}世起略去“${change.zibeiChar}”` : `已按：自${change.zibeiFrom}世起转宗重起`) : '字辈与谱中不符？'}
              </List.Item>
            </List>
          )}
          <ExcelReport preview={preview} />
          {reportSummary(preview).canConfirm
            ? <Button block color="primary" loading={busy === 'confirm'} onClick={() => void write(false)}>确认导入</Button>
            : (
              <div className="ca-actions">
                <Button onClick={() => input.current?.click()}>修改后重新上传</Button>
                {reportSummary(preview).canImportGood && (
                  <Button color="primary" loading={busy === 'confirm'} onClick={() => void write(true)}>只导入无误的 {preview.okRows} 行</Button>
                )}
              </div>
            )}
        </>
      )}
      {ctx.can('exportExcel') && (
        <List header="导出">
          <List.Item description="导出整个族谱为 .xlsx，格式与导入模板相同，可修改后再导入新族谱" extra={
            <Button size="small" loading={busy === 'export'} onClick={() => void download('export')}>导出</Button>}>
            导出 Excel
          </List.Item>
        </List>
      )}
    </div>
  );
}
