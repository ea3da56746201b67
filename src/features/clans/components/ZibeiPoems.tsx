/** The clan's 字辈 poems: each character under its 世, grouped per poem (clan-wide or per 房支). */
import type { ClanBranch, ZibeiPoem } from '@contract/clans';
import { poemChars } from '@model/generations';
import { branchName } from '@src/components/ui/BranchList';

export function ZibeiPoems({ poems, branches }: { poems: readonly ZibeiPoem[]; branches: readonly ClanBranch[] }) {
  if (!poems.length) return <p className="cl-muted">尚未设置字辈</p>;
  return (
    <div>
      {poems.map((p) => {
        const chars = poemChars(p);
        return (
          <div key={p.id} style={{ marginBottom: 10 }}>
            <div className="cl-muted">
              {p.title || '字辈'} · {branchName(branches, p.branchId)} · 自{p.startGeneration}世起 · {p.mode}
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

