/** Member photos: uploaded through src/lib/upload.ts (image type 0, extension/size checked first), removable. */
import { Button, ProgressBar } from 'antd-mobile';
import { useRef, useState } from 'react';
import { FILE_TYPE } from '@contract/files';
import { acceptFor, uploadFile } from '@src/lib/upload';

export function PhotoField({ value, onChange, readOnly }: { value: string[]; onChange: (v: string[]) => void; readOnly?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setPercent(0);
    try {
      const f = await uploadFile(file, { type: FILE_TYPE.image, onProgress: setPercent });
      onChange([...value, f.url]);
    } catch {
      // the upload helper already toasted the reason
    } finally {
      setPercent(null);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <div>
      <div className="cl-photos">
        {value.map((url) => (
          <div key={url} style={{ position: 'relative' }}>
            <img src={url} alt="成员照片" />
            {!readOnly && (
              <Button size="mini" color="danger" fill="none" style={{ position: 'absolute', top: -6, right: -6 }} aria-label="删除照片"
                onClick={() => onChange(value.filter((u) => u !== url))}>×</Button>
            )}
          </div>
        ))}
        {!readOnly && value.length < 20 && (
          <Button size="small" onClick={() => input.current?.click()} disabled={percent !== null}>+ 上传照片</Button>
        )}
      </div>
      {percent !== null && <ProgressBar percent={percent} text={`${percent}%`} />}
      <input ref={input} type="file" hidden accept={acceptFor(FILE_TYPE.image)} onChange={(e) => void pick(e.target.files?.[0])} />
    </div>
  );
}
