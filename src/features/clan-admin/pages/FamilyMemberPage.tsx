/**
 * /clan/admin/family-member[?projectId=&clanId=]&id=<memberId>: one member's family (/clan-member/family/v2) —
 * father, mother, siblings, wives, children (by mother) — each opens its own family; add a child, wife, father
 * (上代) or mother; set a wife as 正室 (confirmation); edit or delete (confirmation) the member.
 */
import { Button, List, Space } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as members from '@contract/clan-members';
import { confirm, toast } from '@src/app/shell/feedback';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { MemberSearch } from '../components/MemberSearch';
import { positiveInt, type AdminCtx } from '../admin-context';
import { deleteMember, setMainWife } from '@src/features/clan-members/clan-members.queries';

type Brief = members.MemberBrief;
const years = (m: Brief) => (m.living ? '在世' : m.birthYear ? `${m.birthYear}${m.deathYear ? `—${m.deathYear}` : ''}` : '');

function Family({ ctx, id }: { ctx: AdminCtx; id: number }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = useApiQuery(members.familyV2, { id });
  const open = (m: Brief) => { const p = new URLSearchParams(params); p.set('id', String(m.id)); setParams(p); };
  const add = (kind: string) => navigate(ctx.path('/clan/admin/add-member', { kind, anchorId: id }));
  const row = (m: Brief, role: string, extra?: React.ReactNode) => (
    <List.Item key={`${role}-${m.id}`} onClick={() => open(m)} description={[`${m.generation}世`, years(m)].filter(Boolean).join(' · ')} extra={extra}>
      <span className="ca-muted">{role}</span> {m.name}
    </List.Item>
  );
  const mainWife = async (w: Brief) => {
    if (!(await confirm(`将「${w.name}」设为正室（排在第一位）？`))) return;
    try { await setMainWife({ id: w.id }); toast('已设为正室'); } catch { /* shown */ }
  };
  return (
    <QueryView query={q}>
      {(f) => {
        const mothers = new Map(f.wives.map((w) => [w.id, w.name]));
        const isRoot = !f.father;
        return (
          <>
            <List header="本人">
              <List.Item description={[`${f.member.generation}世`, years(f.member)].filter(Boolean).join(' · ')}
                extra={ctx.can('editMembers') && (
                  <Space>
                    <Button size="mini" color="primary" fill="none" onClick={() => navigate(`/clan/member/edit?id=${id}&clanId=${ctx.clanId ?? ''}`)}>编辑</Button>
                    <Button size="mini" color="danger" fill="none" onClick={() => void deleteMember(f.member).then((ok) => ok && (f.father ? open(f.father) : navigate(-1)))}>删除</Button>
                  </Space>
                )}>
                {f.member.name}
              </List.Item>
            </List>
            <List header="父母">
              {f.father ? row(f.father, '父') : <List.Item>（无父亲，为一支之始）</List.Item>}
              {f.mother && row(f.mother, '母')}
            </List>
            {f.wives.length > 0 && (
              <List header="配偶">
                {f.wives.map((w, i) => row(w, w.spouseType ?? '妻', ctx.can('editMembers') && i > 0
                  ? <Button size="mini" fill="none" onClick={(e) => { e.stopPropagation(); void mainWife(w); }}>设为正室</Button> : undefined))}
              </List>
            )}
            {f.children.length > 0 && (
              <List header="子女">
                {f.children.map((c) => row(c, `${c.gender === 'm' ? '子' : '女'}${c.motherId && mothers.get(c.motherId) ? `（${mothers.get(c.motherId)}出）` : ''}`))}
              </List>
            )}
            {f.siblings.length > 0 && <List header="兄弟姐妹">{f.siblings.map((s) => row(s, s.gender === 'm' ? '兄弟' : '姐妹'))}</List>}
            {ctx.can('editMembers') && (
              <div className="ca-actions">
                <Button onClick={() => add('child')}>添加子女</Button>
                {f.member.gender === 'm' && <Button onClick={() => add('wife')}>添加妻子</Button>}
                {isRoot && <Button onClick={() => add('ancestor')}>添加上代</Button>}
                {f.father && !f.mother && <Button onClick={() => add('mother')}>添加母亲</Button>}
              </div>
            )}
          </>
        );
      }}
    </QueryView>
  );
}

export default function FamilyMemberPage() {
  const [params, setParams] = useSearchParams();
  const id = positiveInt(params.get('id'));
  return (
    <AdminPage title="家庭成员" need="editMembers">
      {(ctx) => (id ? <Family ctx={ctx} id={id} />
        : ctx.clanId ? <><div className="ca-muted">搜索族人，查看并管理他的父母、配偶和子女</div><MemberSearch clanId={ctx.clanId} onPick={(h) => { const p = new URLSearchParams(params); p.set('id', String(h.id)); setParams(p); }} /></>
          : <div className="ca-muted">本家族还没有族谱</div>)}
    </AdminPage>
  );
}
