/**
 * The member popup: name, 世, dates and parents from the pack at once; the detail call adds 字辈, 房支, husband
 * and children. Actions: 查看 always; 编辑, 添加子女, 添加妻子, 添加上代 only when the clan detail says canEdit (a
 * collaborator: inside his branch; see edit-rights.ts), never on the preview; 认领为本人 for a user bound to nobody.
 */
import { Button, Popup, Space } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { detail } from '@contract/clan-members';
import type { TreePack } from '@model/tree-pack';
import { useApiQuery } from '@src/lib/query';
import { bindPath } from '../find-me';
import { ACTION_LABELS, actionPath, memberActions, memberFacts } from '../tree-model';

interface Props {
  pack: TreePack;
  index: number;
  clanId: number;
  /** Preview: read only. */
  preview: boolean;
  /** May edit this member (clan detail canEdit, branch of a collaborator). */
  canEdit: boolean;
  /** The user is bound to no member yet: offer 认领为本人. */
  canClaim: boolean;
  onClose: () => void;
  onRoot: (i: number) => void;
}

export function MemberPopup({ pack, index, clanId, preview, canEdit, canClaim, onClose, onRoot }: Props) {
  const navigate = useNavigate();
  const open = index >= 0 && index < pack.count;
  const id = open ? pack.ids[index] : 0;
  const more = useApiQuery(detail, { id }, { enabled: open && id > 0, call: { silent: true } });
  if (!open) return <Popup visible={false} onMaskClick={onClose} />;
  const f = memberFacts(pack, index);
  const d = more.data?.member.id === id ? more.data : undefined;
  const actions = memberActions(!preview && canEdit, f);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="tree-popup" destroyOnClose>
      <div className="tree-popup__head">
        <h3 className="tree-popup__name" data-testid="member-name">{f.name}</h3>
        <span className="tree-popup__gen">{d?.generationLabel ?? f.generation}{d?.zibei ? ` · ${d.zibei}字辈` : ''}</span>
      </div>
      <dl className="tree-popup__facts">
        <dt>生卒</dt><dd>{f.dates}</dd>
        {f.father && (<><dt>父亲</dt><dd>{f.father}</dd></>)}
        {f.mother && (<><dt>母亲</dt><dd>{f.mother}</dd></>)}
        {d?.husband && (<><dt>丈夫</dt><dd>{d.husband.name}</dd></>)}
        {d?.branchName && (<><dt>房支</dt><dd>{d.branchName}</dd></>)}
        {d && d.children.length > 0 && (<><dt>子女</dt><dd>{d.children.map((c) => c.name).join('、')}</dd></>)}
      </dl>
      <Space wrap className="tree-popup__actions">
        {actions.map((a) => (
          <Button key={a} size="small" color={a === 'view' ? 'primary' : 'default'} onClick={() => navigate(actionPath(a, clanId, id))}>
            {ACTION_LABELS[a]}
          </Button>
        ))}
        {!f.marriedIn && <Button size="small" onClick={() => onRoot(index)}>以此为起点</Button>}
        {canClaim && !f.marriedIn && <Button size="small" onClick={() => navigate(bindPath(id, f.name))}>认领为本人</Button>}
      </Space>
    </Popup>
  );
}
