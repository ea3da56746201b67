/** Choose a member's 名人 types (/elite/set replaces them; none = no longer listed). */
import { Button, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import { ELITE_TYPES, ELITE_TYPE_NOTES, type EliteType } from '@contract/elite';

interface Props {
  name: string;
  value: readonly EliteType[];
  busy?: boolean;
  onSave: (types: EliteType[]) => void;
  onClose: () => void;
}

export function EliteTypePopup({ name, value, busy, onSave, onClose }: Props) {
  const [types, setTypes] = useState<EliteType[]>([...value]);
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 10, borderTopRightRadius: 10, maxHeight: '85vh', overflow: 'auto' }}>
      <div style={{ padding: 12 }}>
        <div className="cl-subtitle">{name} 的名人类别</div>
        <Selector multiple columns={2} value={types} onChange={(v) => setTypes(v)}
          options={ELITE_TYPES.map((t) => ({ label: t, value: t, description: ELITE_TYPE_NOTES[t] }))} />
        <div className="cl-row" style={{ marginTop: 12 }}>
          <Button style={{ flex: 1 }} onClick={onClose}>取消</Button>
          <Button style={{ flex: 1 }} color="primary" loading={busy} onClick={() => onSave(types)}>{types.length ? '保存' : '取消名人'}</Button>
        </div>
      </div>
    </Popup>
  );
}
