/** /clan/collect/hongding-list?id=: the 红丁录 for the book — the new births of the campaign as a register table, by father. */
import * as c from '@contract/collect';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite } from '@src/lib/query';
import { useIds } from '../collect-ui';

export default function HongdingListPage() {
  const { id } = useIds();
  const q = useApiInfinite(c.hongdingList, { id: id ?? 0 }, { enabled: !!id, pageSize: 100 });
  return (
    <PageLayout title="红丁录" grey>
      <PagedList query={q} empty="还没有红丁" all={(rows) => (
        <table className="cl-table" style={{ width: '100%', background: '#fff', borderCollapse: 'collapse', fontSize: 14 }}>
          <thead><tr><th>姓名</th><th>世</th><th>父</th><th>母</th><th>出生</th></tr></thead>
          <tbody>
            {rows.map((x) => (
              <tr key={x.memberId} style={{ borderTop: '1px solid #eee', textAlign: 'center' }}>
                <td style={{ color: x.gender === 'm' ? '#08B06B' : '#FC5D6A' }}>{x.name}</td><td>{x.generationLabel}</td><td>{x.fatherName}</td><td>{x.motherName}</td><td>{x.birthText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )} />
    </PageLayout>
  );
}
