/** The filter toolbar: 世代 全部/五世/十世, 显示女性, 父系, 我的分支, 地点; 全图 (whole tree in view), search, 找到我, export. */
import { Button } from 'antd-mobile';
import { useAtom } from '@src/app/store';
import type { GenerationSpan } from '@render/tree/types';
import { treeOptionsAtom, type TreeOptions } from '../tree.atoms';

const SPANS: [GenerationSpan, string][] = [[0, '全部'], [5, '五世'], [10, '十世']];
const TOGGLES: [keyof Omit<TreeOptions, 'generations'>, string][] = [['women', '显示女性'], ['dna', '父系'], ['myteam', '我的分支'], ['location', '地点']];

interface Props {
  onSpan: (g: GenerationSpan) => void;
  onSearch: () => void;
  onFindMe?: () => void;
  onExport: () => void;
  /** The whole tree in view. */
  onWhole?: () => void;
  /** On the whole-clan overview: only what applies to it (父系, 我的分支, 全图, search, 找到我). */
  overview?: boolean;
}

export function TreeToolbar({ onSpan, onSearch, onFindMe, onExport, onWhole, overview }: Props) {
  const [o, setO] = useAtom(treeOptionsAtom);
  return (
    <div className="tree-toolbar" role="toolbar" aria-label="世系图选项">
      {!overview && <div className="tree-toolbar__group" role="radiogroup" aria-label="世代">
        {SPANS.map(([g, label]) => (
          <button key={g} type="button" role="radio" aria-checked={o.generations === g}
            className={`tree-chip${o.generations === g ? ' tree-chip--on' : ''}`} onClick={() => onSpan(g)}>{label}</button>
        ))}
      </div>}
      <div className="tree-toolbar__group">
        {TOGGLES.filter(([k]) => !overview || k === 'dna' || k === 'myteam').map(([k, label]) => (
          <button key={k} type="button" aria-pressed={o[k]} className={`tree-chip${o[k] ? ' tree-chip--on' : ''}`}
            onClick={() => setO({ ...o, [k]: !o[k] })}>{label}</button>
        ))}
      </div>
      <div className="tree-toolbar__group">
        {onWhole && <Button size="mini" onClick={onWhole}>全图</Button>}
        <Button size="mini" onClick={onSearch}>搜索</Button>
        {onFindMe && <Button size="mini" onClick={onFindMe}>找到我</Button>}
        {!overview && <Button size="mini" onClick={onExport}>导出图片</Button>}
      </div>
    </div>
  );
}
