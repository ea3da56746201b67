/**
 * /clan/admin/oldreg/review?id=: the review of an old register's proposed people — the page image with the name
 * boxes (red: a character read with low confidence) beside the people of that page; tap a box or a name to correct
 * characters, join or split names, change the father; the clan's 字辈 flags names whose generation character does
 * not fit. Nothing is written to the clan: 保存校对 keeps the corrections, 校对完成 hands the people to the GEDCOM
 * import, whose preview and duplicate check are shown here and confirmed by the admin.
 */
import { Button, List, NoticeBar } from 'antd-mobile';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as c from '@contract/oldreg';
import { AdminPage, GedcomImport, type AdminCtx } from '@src/features/clan-admin/index';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { confirm as confirmModal, toast } from '@src/app/shell/feedback';
import { confirmRegister, savePeople } from '../oldreg.queries';
import { joinNext, rename, setFather, split, surnameOf, zibeiFlag } from '../review';
import { PageImage, type OverlayBox } from '../components/PageImage';
import { PersonEditor } from '../components/PersonEditor';
import '../oldreg.css';

function NameText({ p }: { p: c.OldregPerson }) {
  return (
    <span className="or-name">
      {[...p.name].map((ch, i) => (p.doubtful.includes(i) ? <mark key={i} className="or-doubtful" title="识别把握不大">{ch}</mark> : <span key={i}>{ch}</span>))}
    </span>
  );
}

function Review({ reg, onSaved }: { reg: c.OldregDetail; onSaved: () => Promise<unknown> }) {
  const [people, setPeople] = useState(reg.people);
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const readPages = reg.pages.filter((p) => p.status === 'read');
  const [no, setNo] = useState(readPages[0]?.no ?? 1);
  const [editing, setEditing] = useState<number | null>(null);
  useEffect(() => { if (!dirty) setPeople(reg.people); }, [reg.people, dirty]);
  const surname = useMemo(() => surnameOf(people), [people]);
  const byKey = useMemo(() => new Map(people.map((p) => [p.key, p])), [people]);
  const change = (next: c.OldregPerson[]) => { setPeople(next); setDirty(true); };
  const page = reg.pages.find((p) => p.no === no);
  const onPage = people.filter((p) => p.page === no || (p.page == null && no === readPages[0]?.no));
  const doubtful = people.filter((p) => p.doubtful.length > 0).length;
  const flagged = people.filter((p) => zibeiFlag(p, reg.zibei, surname)).length;
  const boxes: OverlayBox[] = onPage.filter((p) => p.box).map((p) => ({
    id: p.key, ...p.box!, label: p.name, className: `${p.doubtful.length ? 'or-box--doubtful' : ''} ${editing === p.key ? 'or-box--active' : ''}`,
  }));
  const save = async (): Promise<number | null> => {
    setBusy(true);
    try {
      const r = await savePeople({ registerId: reg.id, version: reg.version, people });
      setDirty(false);
      await onSaved();
      return r.version;
    } catch { return null; } finally { setBusy(false); }
  };
  const finish = async () => {
    const left = doubtful ? `还有${doubtful}人的名字有存疑的字。` : '';
    if (!(await confirmModal(`${left}校对完成，提交这${people.length}人去导入？下一步会先预览、查重，您确认后才写入族谱。`))) return;
    const version = dirty ? await save() : reg.version;
    if (version == null) return;
    try {
      await confirmRegister({ registerId: reg.id, version });
      await onSaved();
    } catch { /* toasted */ }
  };
  const editor = editing != null ? byKey.get(editing) : undefined;
  if (!people.length) return <EmptyState title="没有识别出人物" description="请检查页面是否为世系录，或上传更清晰的扫描件" />;
  return (
    <div className="or-stack">
      <div className="or-card or-muted" data-testid="oldreg-summary">
        共{people.length}人{doubtful ? `，${doubtful}人的名字有存疑的字（红色）` : ''}{flagged ? `，${flagged}人与字辈不符` : ''}。点页面上的方框或下方名字校对。校对的内容在导入前不会写入族谱。
      </div>
      <div className="or-pages" role="group" aria-label="页码">
        {readPages.map((p) => <button key={p.no} type="button" aria-pressed={p.no === no} onClick={() => setNo(p.no)}>{p.no}</button>)}
      </div>
      {page && page.width > 0 && <PageImage registerId={reg.id} no={no} width={page.width} height={page.height} boxes={boxes} onBox={setEditing} />}
      <List header={`第${no}页的人物（${onPage.length}）`} data-testid="oldreg-people">
        {onPage.map((p) => {
          const flag = zibeiFlag(p, reg.zibei, surname);
          const father = p.fatherKey != null ? byKey.get(p.fatherKey) : undefined;
          return (
            <List.Item key={p.key} onClick={() => setEditing(p.key)} arrowIcon
              description={<>{p.generation != null ? `${p.generation}世` : '世次不明'} · 父：{father?.name ?? '—'}{flag && <span className="or-flag"> · {flag}</span>}</>}>
              <NameText p={p} />
            </List.Item>
          );
        })}
      </List>
      {!onPage.length && <div className="or-muted">本页没有识别出人物</div>}
      <div className="or-actions">
        <Button disabled={!dirty} loading={busy} onClick={() => void save().then((v) => v != null && toast('已保存', 'success'))}>保存校对</Button>
        <Button color="primary" loading={busy} onClick={() => void finish()}>校对完成，导入</Button>
      </div>
      {editor && (
        <PersonEditor key={editor.key + editor.name} person={editor} people={people} flag={zibeiFlag(editor, reg.zibei, surname)} onClose={() => setEditing(null)}
          onName={(name) => { change(rename(people, editor.key, name)); setEditing(null); }}
          onFather={(k) => change(setFather(people, editor.key, k))}
          onJoin={() => { change(joinNext(people, editor.key)); setEditing(null); }}
          onSplit={(at) => { change(split(people, editor.key, at)); setEditing(null); }} />
      )}
    </div>
  );
}

function Body({ ctx, id }: { ctx: AdminCtx; id: number }) {
  const q = useApiQuery(c.detail, { registerId: id }, { enabled: id > 0, staleTime: 0 });
  return (
    <QueryView query={q}>
      {(reg) => {
        if (reg.status === 'confirmed' && reg.importJobId && ctx.clanId) {
          return (
            <div className="or-stack">
              <NoticeBar color="info" wrap content={`「${reg.title}」校对后的${reg.people.length}人已交给导入：先预览、查重，您确认后才写入族谱。`} />
              <GedcomImport ctx={ctx} clanId={reg.clanId} jobId={reg.importJobId} />
            </div>
          );
        }
        if (reg.status !== 'read') return <EmptyState title={reg.status === 'reading' ? '正在识别' : '尚未识别'} description="识别完成后才能校对" />;
        return <Review reg={reg} onSaved={() => q.refetch()} />;
      }}
    </QueryView>
  );
}

export default function OldregReviewPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  return (
    <AdminPage title="校对旧谱" need="importExcel">
      {(ctx) => <Body ctx={ctx} id={id} />}
    </AdminPage>
  );
}
