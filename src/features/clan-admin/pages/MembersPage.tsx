/**
 * /clan/admin/members[?projectId=&clanId=][&generation=]: the clan's members by 世 (paged) or by name search,
 * each with 编辑 (/clan/member/edit), 家庭 (/clan/admin/family-member) and 删除 (confirmation; again when he has
 * descendants). A collaborator sees the same lists; the server refuses edits outside his branch.
 */
import { Button, List, Selector, Space, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as clans from '@contract/clans';
import * as members from '@contract/clan-members';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { hitDescription, MemberSearch } from '../components/MemberSearch';
import { PagedList } from '@src/components/ui/PagedList';
import type { AdminCtx } from '../admin-context';
import { deleteMember } from '@src/features/clan-members/clan-members.queries';
import { usePaged } from '../use-paged';

function Actions({ ctx, h }: { ctx: AdminCtx; h: members.SearchHit }) {
  const navigate = useNavigate();
  return (
    <Space onClick={(e) => e.stopPropagation()}>
      <Button size="mini" fill="none" color="primary" onClick={() => navigate(`/clan/member/edit?id=${h.id}&clanId=${ctx.clanId}`)}>编辑</Button>
      <Button size="mini" fill="none" onClick={() => navigate(ctx.path('/clan/admin/family-member', { id: h.id }))}>家庭</Button>
      <Button size="mini" fill="none" color="danger" onClick={() => void deleteMember(h)}>删除</Button>
    </Space>
  );
}

function ByGeneration({ ctx, clanId }: { ctx: AdminCtx; clanId: number }) {
  const [params, setParams] = useSearchParams();
  const gens = useApiQuery(clans.generationList, { clanId });
  // 0 and below are 上溯 generations above 一世: "no choice" is null, not 0
  const raw = params.get('generation');
  const chosen = raw !== null && raw !== '' && Number.isInteger(Number(raw)) ? Number(raw) : null;
  const list = usePaged(members.listGeneration, { clanId, generation: chosen ?? 1 }, { enabled: chosen !== null });
  return (
    <QueryView query={gens} empty={(d) => d.list.length === 0}>
      {(d) => (
        <>
          <Selector columns={4} value={chosen !== null ? [chosen] : []}
            onChange={(v) => { const p = new URLSearchParams(params); if (v[0] !== undefined) p.set('generation', String(v[0])); else p.delete('generation'); setParams(p, { replace: true }); }}
            options={d.list.map((g) => ({ label: `${g.label}${g.zibei ? ` ${g.zibei}` : ''}`, description: `${g.count}人`, value: g.generation }))} />
          {chosen !== null ? (
            <PagedList list query={list} empty="这一世还没有成员">
              {(h) => (
                <List.Item key={h.id} description={hitDescription(h)} extra={ctx.can('editMembers') ? <Actions ctx={ctx} h={h} /> : undefined}>
                  {h.name}{h.gender === 'f' ? '（女）' : ''}
                </List.Item>
              )}
            </PagedList>
          ) : <div className="ca-muted">选择一世查看成员</div>}
        </>
      )}
    </QueryView>
  );
}

export default function MembersPage() {
  const navigate = useNavigate();
  return (
    <AdminPage title="成员管理" need="editMembers">
      {(ctx) => ctx.clanId ? (
        <>
          <div className="ca-actions">
            <Button color="primary" onClick={() => navigate(ctx.path('/clan/admin/add-member'))}>添加族人</Button>
            <Button onClick={() => navigate(ctx.path('/clan/admin/add-member', { tab: 'excel' }))}>Excel 导入/导出</Button>
          </div>
          <Tabs defaultActiveKey="gen">
            <Tabs.Tab title="按世查看" key="gen"><ByGeneration ctx={ctx} clanId={ctx.clanId} /></Tabs.Tab>
            <Tabs.Tab title="搜索" key="search">
              <MemberSearch clanId={ctx.clanId} extra={(h) => <Actions ctx={ctx} h={h} />} />
            </Tabs.Tab>
          </Tabs>
        </>
      ) : <div className="ca-muted">本家族还没有族谱</div>}
    </AdminPage>
  );
}
