/** The clan's 房/支/派 branches as a tree (names, kind, founder). */
import { List } from 'antd-mobile';
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

export function BranchList({ clan }: { clan: ClanDetail }) {
  const rows = branchRows(clan.branches);
  return (
    <List header="房 / 支">
      {rows.map(({ branch, depth }) => (
        <List.Item key={branch.id} style={{ paddingLeft: 12 + depth * 16 }} description={branch.founderId ? `始祖成员ID ${branch.founderId}` : undefined}>
          {branch.name}（{branch.kind}）
        </List.Item>
      ))}
      {!rows.length && <List.Item>未分房支</List.Item>}
    </List>
  );
}
