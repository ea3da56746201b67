/**
 * /clan/admin/project-stat[?projectId=]: the family in numbers (/project/stat) — clans, members (男/女/在世), the
 * team by role, visitors (today, 7 and 30 days) and a 30-day bar chart of daily visitors.
 */
import { List } from 'antd-mobile';
import { projectStat } from '@contract/projects';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { Stat } from '../components/Stat';
import { percent } from '../stats';

function Stats({ projectId }: { projectId: number }) {
  const q = useApiQuery(projectStat, { projectId });
  return (
    <QueryView query={q}>
      {(d) => {
        const max = Math.max(1, ...d.daily.map((x) => x.visitors));
        return (
          <>
            <div className="ca-card ca-stats">
              <Stat n={d.clans} l="族谱" /><Stat n={d.members} l="成员" /><Stat n={d.living} l="在世" />
              <Stat n={d.male} l={`男 ${percent(d.male, d.members)}`} /><Stat n={d.female} l={`女 ${percent(d.female, d.members)}`} />
              <Stat n={d.team.admin + d.team.manager + d.team.collaborator} l="管理团队" />
            </div>
            <List header="团队">
              <List.Item extra={d.team.admin}>管理员</List.Item>
              <List.Item extra={d.team.manager}>协管员</List.Item>
              <List.Item extra={d.team.collaborator}>协作者</List.Item>
              <List.Item extra={d.team.member}>成员</List.Item>
            </List>
            <div className="ca-card">
              <div className="ca-title">访客</div>
              <div className="ca-stats">
                <Stat n={d.visitors.today} l="今日" /><Stat n={d.visitors.last7Days} l="近7天" /><Stat n={d.visitors.last30Days} l="近30天" />
              </div>
              <div className="ca-muted" style={{ margin: '8px 0' }}>近30天浏览 {d.visitors.views30Days} 次</div>
              <div style={{ display: 'flex', alignItems: 'flex-end', gap: 2, height: 80 }} role="img" aria-label="近30天每日访客">
                {d.daily.map((x) => (
                  <div key={x.day} title={`${x.day}：${x.visitors}人，${x.views}次`}
                    style={{ flex: 1, height: `${Math.max(2, (x.visitors / max) * 100)}%`, background: 'var(--adm-color-primary, #b22222)', opacity: x.visitors ? 1 : 0.2 }} />
                ))}
              </div>
            </div>
          </>
        );
      }}
    </QueryView>
  );
}

export default function ProjectStatPage() {
  return (
    <AdminPage title="家族统计" need="viewStats">
      {(ctx) => <Stats projectId={ctx.projectId!} />}
    </AdminPage>
  );
}
