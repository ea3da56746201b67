/** The family-tree toolbar: relation filter (全部/父母/父亲/母亲/配偶/子女/兄弟姐妹), 显示女性, 父系; 回到本人, export. */
import { Button } from 'antd-mobile';
import { useAtom } from '@src/app/store';
import { FAMILY_RELATIONS, RELATION_LABELS, type FamilyRelation } from '../family-view';
import { treeOptionsAtom } from '../tree.atoms';

interface Props {
  relation: FamilyRelation;
  onRelation: (r: FamilyRelation) => void;
  /** Shown when the centre is not the user's own person. */
  onHome?: () => void;
  onExport: () => void;
}

export function FamilyToolbar({ relation, onRelation, onHome, onExport }: Props) {
  const [o, setO] = useAtom(treeOptionsAtom);
  return (
    <div className="tree-toolbar" role="toolbar" aria-label="家庭树选项">
      <div className="tree-toolbar__group" role="radiogroup" aria-label="亲属">
        {FAMILY_RELATIONS.map((r) => (
          <button key={r} type="button" role="radio" aria-checked={relation === r}
            className={`tree-chip${relation === r ? ' tree-chip--on' : ''}`} onClick={() => onRelation(r)}>{RELATION_LABELS[r]}</button>
        ))}
      </div>
      <div className="tree-toolbar__group">
        <button type="button" aria-pressed={o.women} className={`tree-chip${o.women ? ' tree-chip--on' : ''}`}
          onClick={() => setO({ ...o, women: !o.women })}>显示女性</button>
        <button type="button" aria-pressed={o.dna} className={`tree-chip${o.dna ? ' tree-chip--on' : ''}`}
          onClick={() => setO({ ...o, dna: !o.dna })}>父系</button>
      </div>
      <div className="tree-toolbar__group">
        {onHome && <Button size="mini" onClick={onHome}>回到本人</Button>}
        <Button size="mini" onClick={onExport}>导出图片</Button>
      </div>
    </div>
  );
}
