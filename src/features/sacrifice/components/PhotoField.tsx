/** One uploaded image (portrait, cover): preview, pick a file, upload with progress; the value is its URL. */
import { Button, Image, ProgressBar } from 'antd-mobile';
import { useRef, useState } from 'react';
import { uploadFile } from '@src/lib/upload';
import { mediaUrl } from '../sacrifice-model';

export function PhotoField({ value, onChange, label = '选择照片' }: { value?: string; onChange?: (v: string) => void; label?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      const f = await uploadFile(file, { type: 0, onProgress: setPercent });
      onChange?.(f.url);
    } catch { /* toasted */ } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {value && <Image src={mediaUrl(value)} width={64} height={80} fit="cover" />}
      <input ref={input} type="file" accept="image/*" hidden onChange={(e) => void pick(e.target.files?.[0])} />
      <Button size="small" onClick={() => input.current?.click()} disabled={percent !== null}>{value ? '更换' : label}</Button>
      {value && <Button size="small" fill="none" onClick={() => onChange?.('')}>移除</Button>}
      {percent !== null && <ProgressBar percent={percent} style={{ flex: 1 }} />}
    </div>
  );
}
