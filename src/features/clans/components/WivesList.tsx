/**
 * A man's wives in order (元配, 继配 …): open one, make one the main wife (/clan-member/main-wife/:id puts her first
 * and moves the others down), add another.
 */
import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { type MemberBrief } from '@contract/clan-members';
import { confirm, toast } from '@src/app/shell/feedback';
import { setMainWife } from '@src/features/clan-members/clan-members.queries';

interface Props {
  wives: readonly MemberBrief[];
  onOpen: (id: number) => void;
  onAdd: () => void;
  onChanged: () => void;
}

export const wifeOrderText = (w: MemberBrief) => [w.spouseType, w.spouseOrder ? `第${w.spouseOrder}位` : ''].filter(Boolean).join(' · ');

export function WivesList({ wives, onOpen, onAdd, onChanged }: Props) {
  const [busy, setBusy] = useState<number | null>(null);
  const sorted = [...wives].sort((a, b) => (a.spouseOrder ?? 99) - (b.spouseOrder ?? 99));
  const makeMain = async (w: MemberBrief) => {
    if (!(await confirm(`将“${w.name}”设为正室（排在第一位）？其余配偶依次后移。`))) return;
    setBusy(w.id);
    try {
      await setMainWife({ id: w.id });
      toast('已设为正室', 'success');
      onChanged();
    } finally {
      setBusy(null);
    }
  };
  return (
    <List header="配偶" mode="card">
      {sorted.map((w, i) => (
        <List.Item key={w.id} description={wifeOrderText(w)} onClick={() => onOpen(w.id)}
          extra={i > 0 ? <Button size="mini" loading={busy === w.id} onClick={(e) => { e.stopPropagation(); void makeMain(w); }}>设为正室</Button> : <span className="cl-tag cl-tag--red">正室</span>}>
          {w.name}
        </List.Item>
      ))}
      <List.Item onClick={onAdd} arrow>添加配偶</List.Item>
    </List>
  );
}
