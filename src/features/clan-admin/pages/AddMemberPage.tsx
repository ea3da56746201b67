/**
 * /clan/admin/add-member[?projectId=&clanId=][&kind=child|wife|ancestor|mother&anchorId=][&kind=founder][&tab=excel|gedcom]:
 * add one member to a chosen member (search the anchor first), a root (始祖), the Excel or the GEDCOM import/export.
 */
import { Button, List, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as members from '@contract/clan-members';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { addKind, type AddKind } from '../add-member';
import { AddMemberForm } from '../components/AddMemberForm';
import { AdminPage } from '../components/AdminPage';
import { ExcelPanel } from '../components/ExcelPanel';
import { GedcomExport } from '../components/GedcomExport';
import { GedcomImport } from '../components/GedcomImport';
import { FounderForm } from '../components/FounderForm';
import { MemberSearch } from '../components/MemberSearch';
import { positiveInt } from '../admin-context';

function AddOne({ clanId }: { clanId: number }) {
  const [params, setParams] = useSearchParams();
  const kind = addKind(params.get('kind'));
  const anchorId = positiveInt(params.get('anchorId'));
  const anchor = useApiQuery(members.get, { id: anchorId ?? 0 }, { enabled: !!anchorId });
  const set = (patch: Record<string, string | null>) => {
    const p = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v === null) p.delete(k); else p.set(k, v);
    setParams(p, { replace: true });
  };
  if (params.get('kind') === 'founder') {
    return <FounderForm clanId={clanId} onDone={(m) => set({ kind: 'child', anchorId: String(m.id) })} />;
  }
  if (!anchorId) {
    return (
      <>
        <div className="ca-muted">先找到要添加到的族人（如父亲、丈夫）；族谱还是空的，或要另起一支，请先添加始祖。</div>
        <Button block fill="outline" onClick={() => set({ kind: 'founder' })}>添加始祖</Button>
        <MemberSearch clanId={clanId} onPick={(h) => set({ anchorId: String(h.id) })} />
      </>
    );
  }
  return (
    <QueryView query={anchor}>
      {(m) => (
        <>
          <List><List.Item extra={<Button size="mini" onClick={() => set({ anchorId: null })}>换人</Button>}>{m.displayName} · {m.generation}世</List.Item></List>
          <AddMemberForm kind={kind} clanId={clanId} anchor={{ id: m.id, name: m.displayName }} onKind={(k: AddKind) => set({ kind: k })} onDone={() => {}} />
        </>
      )}
    </QueryView>
  );
}

export default function AddMemberPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const tab = params.get('tab') === 'excel' || params.get('tab') === 'gedcom' ? params.get('tab')! : 'one';
  return (
    <AdminPage title="添加族人" need="editMembers">
      {(ctx) => ctx.clanId ? (
        <Tabs activeKey={tab} onChange={(k) => { const p = new URLSearchParams(params); if (k === 'one') p.delete('tab'); else p.set('tab', k); setParams(p, { replace: true }); }}>
          <Tabs.Tab title="逐个添加" key="one"><AddOne clanId={ctx.clanId} /></Tabs.Tab>
          <Tabs.Tab title="Excel 导入/导出" key="excel"><ExcelPanel ctx={ctx} clanId={ctx.clanId} /></Tabs.Tab>
          <Tabs.Tab title="GEDCOM" key="gedcom">
            <List header="旧谱扫描件">
              <List.Item onClick={() => navigate(ctx.path('/clan/admin/oldreg'))} description="上传旧谱的 PDF 或页面图片，自动识别人名与世系，校对后导入">旧谱识别</List.Item>
            </List>
            <GedcomImport ctx={ctx} clanId={ctx.clanId} />
            <GedcomExport ctx={ctx} clanId={ctx.clanId} />
          </Tabs.Tab>
        </Tabs>
      ) : <div className="ca-muted">本家族还没有族谱，请先在「管理家族」中新建族谱</div>}
    </AdminPage>
  );
}
