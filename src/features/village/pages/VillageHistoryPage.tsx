/** /village/history?id=: the chronicle by year, and the change log (saves, accepted corrections, reverts) with its diffs; admins revert. */
import { Button, Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { villageHistory, type VillageDiffRow } from '@contract/village';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import { villageLogRevert } from '../village.queries';
import '../village.css';
import { formatDateTime } from '@src/lib/format/datetime';

export function DiffTable({ rows }: { rows: VillageDiffRow[] }) {
  const changed = rows.filter((r) => r.changed);
  if (!changed.length) return <div className="vg-muted">与现有资料相同</div>;
  return (
    <table className="vg-diff">
      <tbody>
        {changed.map((r) => (
          <tr key={r.field}>
            <th>{r.label}</th>
            <td><div className="is-before">{r.before || '（空）'}</div><div className="is-after">{r.after || '（空）'}</div></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function VillageHistoryPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const q = useApiInfinite(villageHistory, { id }, { enabled: id > 0 });
  const first = q.data?.pages[0];
  const revert = async (logId: number) => {
    if (!(await confirm({ content: '撤销这次修改，恢复修改前的内容？', confirmText: '撤销', danger: true }))) return;
    await villageLogRevert({ id: logId }).then(() => toast('已撤销', 'success')).catch(() => {});
  };
  return (
    <PageLayout title={first ? `${first.name} · 村史` : '村史'} grey>
      {first && (
        <div className="vg-section" data-testid="village-chronicle">
          <div className="vg-section__title">村史大事</div>
          {first.chronicle.length ? (
            <div className="vg-timeline">
              {first.chronicle.map((e, i) => (
                <div className="vg-timeline__item" key={i}>
                  <div className="vg-timeline__date">{e.date}{e.year !== null && `（公元${e.year}年）`}</div>
                  <div className="vg-timeline__title">{e.title}</div>
                  {e.text && <div className="vg-timeline__text">{e.text}</div>}
                </div>
              ))}
            </div>
          ) : <div className="vg-muted">暂无村史</div>}
        </div>
      )}
      <div className="vg-section" style={{ paddingBottom: 0 }}><div className="vg-section__title">修改记录</div></div>
      <PagedList query={q} empty="暂无修改记录">
        {(e) => (
          <div key={e.id} className="vg-section" style={{ marginTop: 1 }} data-testid="village-log">
            <div className="vg-row" style={{ justifyContent: 'space-between', marginBottom: 6 }}>
              <span><Tag color={e.sourceName === '纠错采纳' ? 'success' : 'default'}>{e.sourceName}</Tag> {e.user.name}</span>
              <span className="vg-muted">{formatDateTime(e.createdAt)}</span>
            </div>
            <DiffTable rows={e.diff} />
            <div className="vg-row" style={{ marginTop: 6 }}>
              {e.reverted && <Tag>已撤销</Tag>}
              {e.canRevert && <Button size="mini" color="danger" fill="outline" onClick={() => void revert(e.id)}>撤销</Button>}
            </div>
          </div>
        )}
      </PagedList>
    </PageLayout>
  );
}
