/** 出生地: province → city → county through the shared LocationPicker; the form keeps the place as text. */
import { useState } from 'react';
import { LocationPicker, locationText } from '@src/components/ui/LocationPicker';

interface Props {
  value: string;
  onChange: (place: string) => void;
}

export function BirthplacePicker({ value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [ids, setIds] = useState<number[]>([]);
  return (
    <>
      <div className="zp-row">
        <button type="button" className="luck-picker-field zp-grow" onClick={() => setOpen(true)}>
          {value || <span className="luck-muted">选填，如 广东省广州市</span>}
        </button>
        {value && (
          <button type="button" className="luck-picker-field luck-muted" style={{ width: 'auto' }} onClick={() => { onChange(''); setIds([]); }}>
            清除
          </button>
        )}
      </div>
      <LocationPicker
        visible={open}
        title="选择出生地"
        value={ids}
        onClose={() => setOpen(false)}
        onConfirm={(areas) => {
          setIds(areas.map((a) => a.id));
          onChange(locationText(areas.map((a) => a.name)));
        }}
      />
    </>
  );
}
