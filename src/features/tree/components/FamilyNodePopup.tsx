/**
 * A relative tapped on the family tree: name, 称谓, dates, whether associated with a clan member; 以TA为中心
 * re-centres the tree on him; 编辑/添加亲属 opens him on the family page (/subpages/caiding/family), which edits.
 */
import { Button, Popup, Space } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import type { FamilyTreeNode } from '@contract/family';

interface Props {
  node: FamilyTreeNode | null;
  familyId: number;
  centreId: number;
  onCentre: (id: number) => void;
  onClose: () => void;
}

function dates(n: FamilyTreeNode): string {
  if (!n.birthYear && !n.deathYear) return n.living ? '在世' : '生卒待考';
  return `${n.birthYear ?? '?'} – ${n.deathYear ?? (n.living ? '在世' : '?')}`;
}

export function FamilyNodePopup({ node, familyId, centreId, onCentre, onClose }: Props) {
  const navigate = useNavigate();
  if (!node) return <Popup visible={false} onMaskClick={onClose} />;
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="tree-popup" destroyOnClose>
      <div className="tree-popup__head">
        <h3 className="tree-popup__name" data-testid="member-name">{node.name}</h3>
        <span className="tree-popup__gen">{node.relation}</span>
      </div>
      <dl className="tree-popup__facts">
        <dt>生卒</dt><dd>{dates(node)}</dd>
        <dt>关系</dt><dd>{node.distance === 0 ? '中心人物' : `相隔 ${node.distance} 层`}</dd>
        {node.clanMemberId && (<><dt>族谱</dt><dd>已关联族谱成员</dd></>)}
      </dl>
      <Space wrap className="tree-popup__actions">
        {node.id !== centreId && <Button size="small" color="primary" onClick={() => onCentre(node.id)}>以TA为中心</Button>}
        <Button size="small" onClick={() => navigate(`/subpages/caiding/family?id=${familyId}&memberId=${node.id}`)}>编辑 / 添加亲属</Button>
      </Space>
    </Popup>
  );
}
