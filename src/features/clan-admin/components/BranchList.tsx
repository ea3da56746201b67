/** The clan's 房/支/派 branches as a tree (name and kind, nested under the parent branch). */
import type { ClanBranch, ClanDetail } from '@contract/clans';

export function branchRows(branches: readonly ClanBranch[]): { branch: ClanBranch; depth: number }[] {
  const out: { branch: ClanBranch; depth: number }[] = [];
  const ids = new Set(branches.map((b) => b.id));
  const walk = (parent: number | null, depth: number) => {
    for (const b of branches.filter((x) => (x.parentId !== null && ids.has(x.parentId) ? x.parentId : null) === parent)) {
      out.push({ branch: b, depth });
      if (depth < 20) walk(b.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export function BranchList({ clan }: { clan: Pick<ClanDetail, 'branches'> }) {
  const rows = branchRows(clan.branches);
  return (
    <div className="ca-card">
      <div className="ca-title">房 / 支</div>
      {rows.length ? (
        <ul className="ca-branches">
          {rows.map(({ branch, depth }) => (
            <li key={branch.id} style={{ paddingLeft: depth * 16 }}>
              {branch.name}（{branch.kind}）
            </li>
          ))}
        </ul>
      ) : <div className="ca-muted">未分房支</div>}
    </div>
  );
}
