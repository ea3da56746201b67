/** 出生地: a popup that lists provinces, then the cities of the chosen one (/city/city-list). */
import { useState } from 'react';
import { List, Popup } from 'antd-mobile';
import { cityList, type Region } from '@contract/named';
import { useApiQuery } from '@src/lib/query';
import { ErrorState, LoadingState } from '@src/components/ui/States';

interface Props {
  value: string;
  onChange: (place: string) => void;
}

export function BirthplacePicker({ value, onChange }: Props) {
  const [open, setOpen] = useState(false);
  const [province, setProvince] = useState<Region | null>(null);
  const q = useApiQuery(cityList, { pid: province?.id ?? 0 }, { enabled: open });
  const close = () => { setOpen(false); setProvince(null); };
  const choose = (r: Region) => {
    if (!province && r.hasChildren) return setProvince(r);
    onChange(province && province.name !== r.name ? `${province.name}${r.name}` : r.name);
    close();
  };
  return (
    <>
      <button type="button" className="luck-picker-field" onClick={() => setOpen(true)}>
        {value || <span className="luck-muted">选填，如 广东省广州市</span>}
      </button>
      <Popup visible={open} onMaskClick={close} bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}>
        <List header={province ? `${province.name} · 选择城市` : '选择省份'}>
          {province && <List.Item onClick={() => choose(province)}>只选{province.name}</List.Item>}
          {q.isPending ? <LoadingState lines={2} /> : q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} /> : (
            q.data.list.map((r) => (
              <List.Item key={r.id} arrow={!province && r.hasChildren} onClick={() => choose(r)}>{r.name}</List.Item>
            ))
          )}
          {province && <List.Item onClick={() => setProvince(null)}>‹ 返回省份</List.Item>}
          {value && <List.Item onClick={() => { onChange(''); close(); }}>清除</List.Item>}
        </List>
        {q.data?.partial && <p className="luck-muted luck-pad">地区数据暂为部分城市，找不到时可只选省份。</p>}
      </Popup>
    </>
  );
}
