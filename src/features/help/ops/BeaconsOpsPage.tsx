/** `#/ops/beacons` (运营): attribution beacons and version checks as stored (nothing was sent anywhere), by kind. */
import { useState } from 'react';
import * as h from '@contract/help';
import { DateTime } from '@src/components/ui/DateTime';
import { useApiQuery } from '@src/lib/query';

type Kind = (typeof h.BEACON_KINDS)[number];

export default function BeaconsOpsPage() {
  const [kind, setKind] = useState<Kind | ''>('');
  const q = useApiQuery(h.opsBeacons, { ...(kind ? { kind } : {}), pageIndex: 1, pageSize: 100 });
  return (
    <section aria-label="归因与版本事件">
      <h1 className="zp-ops__h1">归因与版本事件</h1>
      <div className="zp-ops__row" role="radiogroup" aria-label="类型">
        <label><input type="radio" checked={kind === ''} onChange={() => setKind('')} /> 全部</label>
        {h.BEACON_KINDS.map((k) => (
          <label key={k}><input type="radio" checked={kind === k} onChange={() => setKind(k)} /> {h.BEACON_NAMES[k]}
            {q.data && `（${q.data.counts.find((c) => c.kind === k)?.count ?? 0}）`}</label>
        ))}
      </div>
      {q.isPending && <p>加载中…</p>}
      {q.isError && <p className="zp-ops__empty">加载失败</p>}
      {q.data && !q.data.list.length && <p className="zp-ops__empty">暂无事件</p>}
      {q.data && q.data.list.length > 0 && (
        <div className="zp-ops__table-wrap">
          <table className="zp-ops__table">
            <thead><tr><th>时间</th><th>类型</th><th>用户ID</th><th>IP</th><th>平台</th><th>数据</th></tr></thead>
            <tbody>{q.data.list.map((e) => (
              <tr key={e.id}><td><DateTime value={e.createdAt} /></td><td>{e.kindName}</td><td>{e.userId ?? '游客'}</td><td>{e.ip}</td><td>{e.platform}</td>
                <td><code>{Object.entries(e.data).filter(([, v]) => v !== '' && v !== null).map(([k, v]) => `${k}=${String(v)}`).join(' ')}</code></td></tr>
            ))}</tbody>
          </table>
        </div>
      )}
    </section>
  );
}
