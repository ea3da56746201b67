/** The numbers of the 我的 page (/data/mine/statistics): families, members added, offerings, points, coins, level. */
import { useNavigate } from 'react-router-dom';
import { mineStatistics } from '@contract/growth';
import { useApiQuery } from '@src/lib/query';
import '../growth.css';

export function MineStats() {
  const navigate = useNavigate();
  const q = useApiQuery(mineStatistics, {});
  const d = q.data;
  const v = (n: number | undefined) => (q.isPending ? '…' : q.isError ? '—' : String(n ?? 0));
  const items: [string, string, string][] = [
    [v(d?.projects), '家族', '/pages/index/index'],
    [v(d?.membersAdded), '录入族人', '/pages/index/index'],
    [v(d?.offerings), '祭拜', '/mine/task/index'],
    [v(d?.points), '积分', '/mine/task/point-detail'],
    [v(d?.coins), '金币', '/mine/task/coin'],
    [d ? `Lv${d.level}` : v(undefined), d?.levelName ?? '等级', '/mine/grade/index'],
  ];
  return (
    <div className="zp-mine-stats" aria-label="我的统计" onClick={q.isError ? () => void q.refetch() : undefined}>
      {items.map(([num, label, to]) => (
        <button key={label + to} type="button" className="zp-mine-stats__item" onClick={() => navigate(to)}>
          <span className="zp-mine-stats__num">{num}</span>
          <span className="zp-mine-stats__label">{label}</span>
        </button>
      ))}
    </div>
  );
}
