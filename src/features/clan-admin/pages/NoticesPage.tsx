/**
 * /clan/admin/notices[?projectId=]: 家族公告 — the family's announcements (/project/notice/*; 管理员 / 协管员 publish),
 * read by everyone who reads the family — then, for its reviewers, what waits: corrections (待审核, 暂缓, the
 * newest one), bind and 入谱 requests, and the latest team changes (/clan-team/log/list).
 */
import { Badge, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { teamLogList } from '@contract/project-team';
import { correctionMessage, projectBindList } from '@contract/reviews';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { PagedList } from '@src/components/ui/PagedList';
import { formatDateTime } from '@src/lib/format/datetime';
import { isKind } from '../components/BindReview';
import type { AdminCtx } from '../admin-context';
import { usePaged } from '../use-paged';
import { NoticeBoard } from '../components/NoticeBoard';
import { ROLE_RANK } from '@contract/projects';

function Notices({ ctx }: { ctx: AdminCtx }) {
  const navigate = useNavigate();
  const projectId = ctx.projectId ?? undefined;
  const corr = useApiQuery(correctionMessage, { projectId }, { enabled: ctx.can('reviewCorrections'), call: { silent: true } });
  const binds = useApiQuery(projectBindList, { projectId, status: 'pending', pageSize: 100 }, { enabled: ctx.can('reviewBinds'), call: { silent: true } });
  const team = usePaged(teamLogList, { projectId: ctx.projectId ?? 0 }, { enabled: ctx.can('managers') || ctx.can('roles') });
  const pendingBinds = binds.data?.list ?? [];
  const self = pendingBinds.filter((b) => isKind(b, 'self')).length;
  const relative = pendingBinds.length - self;
  const more = binds.data?.hasNext ? '+' : '';
  const c = corr.data;
  const reviewer = ctx.can('reviewCorrections') || ctx.can('reviewBinds');
  return (
    <>
      <NoticeBoard projectId={ctx.projectId ?? 0} canWrite={!!ctx.project.data?.role && ROLE_RANK[ctx.project.data.role] >= ROLE_RANK.manager} />
      {reviewer && <List header="待处理">
        {ctx.can('reviewCorrections') && (
          <List.Item onClick={() => navigate(ctx.path('/clan/admin/correction'))}
            description={c?.latest ? `最新：${c.latest.proposer.name} 纠错「${c.latest.memberName}」（${c.latest.fields}）· ${formatDateTime(c.latest.createdAt)}` : '暂无待审核纠错'}
            extra={c ? <Badge content={c.pending + c.delayed || null} /> : undefined}>
            纠错 {c ? `待审核 ${c.pending}，暂缓 ${c.delayed}` : ''}
          </List.Item>
        )}
        {ctx.can('reviewBinds') && (
          <>
            <List.Item onClick={() => navigate(ctx.path('/clan/admin/bind-apply'))} extra={<Badge content={self ? `${self}${more}` : null} />}>绑定申请</List.Item>
            <List.Item onClick={() => navigate(ctx.path('/clan/admin/member-apply'))} extra={<Badge content={relative ? `${relative}${more}` : null} />}>入谱申请</List.Item>
          </>
        )}
      </List>}
      {(ctx.can('managers') || ctx.can('roles')) && (
        <PagedList query={team} header="团队动态" empty="暂无团队变动">
          {(l) => <List.Item key={l.id} description={`${l.actorName} · ${formatDateTime(l.at)}`}>{l.text}</List.Item>}
        </PagedList>
      )}
    </>
  );
}

export default function NoticesPage() {
  return (
    <AdminPage title="家族公告">
      {(ctx) => <Notices ctx={ctx} />}
    </AdminPage>
  );
}
