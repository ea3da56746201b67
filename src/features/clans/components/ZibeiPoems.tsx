/** The clan's 字辈 poems: each character under its 世, grouped per poem (clan-wide or per 房支). */
import type { ClanBranch, ZibeiPoem } from '@contract/clans';
import { poemChars } from '@model/generations';

export function ZibeiPoems({ poems, branches }: { poems: readonly ZibeiPoem[]; branches: readonly ClanBranch[] }) {
  if (!poems.length) return <p className="cl-muted">尚未设置字辈</p>;
  const branchName = (id: number | null) => (id === null ? '全族' : (branches.find((b) => b.id === id)?.name ?? `房支${id}`));
  return (
    <div>
      {poems.map((p) => {
        const chars = poemChars(p);
        return (
          <div key={p.id} style={{ marginBottom: 10 }}>
            <div className="cl-muted">
              {p.title || '字辈'} · {branchName(p.branchId)} · 自{p.startGeneration}世起 · {p.mode}
            </div>
            <div className="cl-poem" aria-label={`字辈 ${p.text}`}>
              {chars.map((c, i) => (
                <span key={i} title={`${p.startGeneration + i}世`}>{c}</span>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}

/** 房/支 as an indented list (parents before children). */
export function BranchList({ branches }: { branches: readonly ClanBranch[] }) {
  if (!branches.length) return <p className="cl-muted">未分房支</p>;
  const rows: { b: ClanBranch; depth: number }[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const b of branches.filter((x) => x.parentId === parent)) {
      rows.push({ b, depth });
      if (depth < 20) walk(b.id, depth + 1);
    }
  };
  walk(null, 0);
  for (const b of branches) if (!rows.some((r) => r.b.id === b.id)) rows.push({ b, depth: 0 });
  return (
    <div>
      {rows.map(({ b, depth }) => (
        <div key={b.id} style={{ paddingLeft: depth * 16, lineHeight: 1.9 }}>
          <span className="cl-tag">{b.kind}</span>{b.name}
        </div>
      ))}
    </div>
  );
}
