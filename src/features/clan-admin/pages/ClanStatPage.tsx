/**
 * /clan/admin/clan-stat[?projectId=&clanId=]: the clan's numbers (/project/clan/stat: 男、女、在世、已故, 世 range)
 * and each 世's head count as bars, with its 字辈 character (/clan/generation/list).
 */
import { List } from 'antd-mobile';
import * as clans from '@contract/clans';
import { clanStat } from '@contract/projects';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { Stat } from '../components/Stat';
import { generationSummary, percent } from '../stats';

function Stats({ clanId }: { clanId: number }) {
  const stat = useApiQuery(clanStat, { clanId });
  const gens = useApiQuery(clans.generationList, { clanId }, { call: { silent: true } });
  const zibei = new Map((gens.data?.list ?? []).map((g) => [g.generation, g.zibei]));
  return (
    <QueryView query={stat}>
      {(d) => {
        const s = generationSummary(d.generations.map((g) => ({ ...g, zibei: zibei.get(g.generation) ?? '' })));
        return (
          <>
            <div className="ca-card ca-stats">
              <Stat n={d.members} l="总人数" />
              <Stat n={d.male} l={`男 ${percent(d.male, d.members)}`} />
              <Stat n={d.female} l={`女 ${percent(d.female, d.members)}`} />
              <Stat n={d.living} l="在世" />
              <Stat n={d.deceased} l="已故" />
              <Stat n={s.generations} l={d.minGeneration ? `${d.minGeneration}–${d.maxGeneration}世` : '世数'} />
            </div>
            {s.rows.length ? (
              <List header={`各世人数（最多：${s.largest?.label ?? '—'}）`}>
                {s.rows.map((g) => (
                  <List.Item key={g.generation} extra={`${g.count} 人`} description={<div className="ca-bar"><span style={{ width: `${g.percent}%` }} /></div>}>
                    {g.label}{g.zibei ? ` · ${g.zibei}字辈` : ''}
                  </List.Item>
                ))}
              </List>
            ) : <div className="ca-muted">族谱还没有成员</div>}
          </>
        );
      }}
    </QueryView>
  );
}

export default function ClanStatPage() {
  return (
    <AdminPage title="世系统计" need="viewStats">
      {(ctx) => (ctx.clanId ? <Stats clanId={ctx.clanId} /> : <div className="ca-muted">本家族还没有族谱</div>)}
    </AdminPage>
  );
}
