/**
 * A clan's 房/支/派 branches: `branchRows` (the tree in reading order), `branchName`, `<BranchList>` (indented, with
 * optional per-branch actions) and `<BranchPicker>` (choose one branch, optionally "none" such as 全族 or 顶层).
 */
import { Selector } from 'antd-mobile';
import type { ReactNode } from 'react';
import type { ClanBranch } from '@contract/clans';
import './ui.css';

type Branch = Pick<ClanBranch, 'id' | 'name' | 'kind' | 'parentId'>;

/** Parents before their children, depth from 0; a branch whose parent is unknown (or in a loop) is top level. */
export function branchRows<B extends Branch>(branches: readonly B[]): { branch: B; depth: number }[] {
  const ids = new Set(branches.map((b) => b.id));
  const out: { branch: B; depth: number }[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const b of branches) {
      const p = b.parentId !== null && ids.has(b.parentId) ? b.parentId : null;
      if (p !== parent || seen.has(b.id)) continue;
      seen.add(b.id);
      out.push({ branch: b, depth });
      walk(b.id, depth + 1);
    }
  };
  walk(null, 0);
  for (const b of branches) if (!seen.has(b.id)) { seen.add(b.id); out.push({ branch: b, depth: 0 }); walk(b.id, 1); }
  return out;
}

/** A branch's name; `none` for no branch (null), `房支N` for an id not in the list. */
export function branchName(branches: readonly Branch[], id: number | null, none = '全族'): string {
  if (id === null) return none;
  return branches.find((b) => b.id === id)?.name ?? `房支${id}`;
}

/** The ids of a branch and every branch under it. */
export function branchSubtree(branches: readonly Branch[], id: number): Set<number> {
  const out = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const b of branches) if (b.parentId !== null && out.has(b.parentId) && !out.has(b.id)) { out.add(b.id); grew = true; }
  }
  return out;
}

export function BranchList<B extends Branch>({ branches, actions, empty = '未分房支' }: {
  branches: readonly B[];
  /** Links or buttons after a branch (edit, add under, delete). */
  actions?: (branch: B) => ReactNode;
  empty?: string;
}) {
  if (!branches.length) return <p className="zp-muted">{empty}</p>;
  return (
    <ul className="zp-branches">
      {branchRows(branches).map(({ branch, depth }) => (
        <li key={branch.id} style={{ paddingLeft: depth * 16 }}>
          <span className="zp-tag">{branch.kind}</span>{branch.name}
          {actions && <span className="zp-branches__actions">{actions(branch)}</span>}
        </li>
      ))}
    </ul>
  );
}

/**
 * Choose one branch. With `none` (e.g. 全族, 无（顶层）) the first option stands for no branch (null); without it,
 * tapping the chosen branch again clears the choice. `exclude`: a branch left out together with everything under it
 * (a branch cannot move under itself).
 */
export function BranchPicker({ branches, value, onChange, none, exclude, readOnly, columns = 3 }: {
  branches: readonly Branch[];
  value: number | null;
  onChange: (id: number | null) => void;
  none?: string;
  exclude?: number;
  readOnly?: boolean;
  columns?: number;
}) {
  const out = exclude === undefined ? new Set<number>() : branchSubtree(branches, exclude);
  const options = branches.filter((b) => !out.has(b.id)).map((b) => ({ label: b.name, value: b.id }));
  if (none !== undefined) options.unshift({ label: none, value: 0 });
  const chosen = value ?? (none !== undefined ? 0 : null);
  return (
    <Selector columns={columns} options={options} value={chosen === null ? [] : [chosen]}
      onChange={(v) => {
        if (readOnly) return;
        if (none !== undefined && !v.length) return; // "none" is a choice of its own: keep one chosen
        onChange(v[0] ? v[0] : null);
      }} />
  );
}
