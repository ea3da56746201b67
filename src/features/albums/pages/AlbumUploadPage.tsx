/** /clan/album/upload?id=: pick several photos, upload them one after another with each one's progress, then add them to the album. */
import { Button, ProgressBar } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as a from '@contract/albums';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { addPhotos, uploadAlbumPhoto } from '../albums.queries';
import '../albums.css';

type Item = { name: string; percent: number; fileId?: number; failed?: boolean };

export default function AlbumUploadPage() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const q = useApiQuery(a.albumGet, { id }, { enabled: id > 0 });
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>([]);
  const [busy, setBusy] = useState(false);
  const start = async (files: File[], projectId: number) => {
    if (!files.length) return;
    setBusy(true);
    const list: Item[] = files.map((f) => ({ name: f.name, percent: 0 }));
    setItems([...list]);
    for (const [i, f] of files.entries()) {
      try {
        const up = await uploadAlbumPhoto(f, id, projectId, (p) => { list[i] = { ...list[i], percent: p }; setItems([...list]); });
        list[i] = { ...list[i], percent: 100, fileId: up.id };
      } catch {
        list[i] = { ...list[i], failed: true };
      }
      setItems([...list]);
    }
    const ok = list.filter((x) => x.fileId).map((x) => x.fileId!);
    try {
      if (ok.length) {
        await addPhotos({ albumId: id, fileIds: ok });
        toast(`已上传 ${ok.length} 张`, 'success');
        navigate(`/clan/album/details?id=${id}`, { replace: true });
      }
    } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <PageLayout title="上传照片" grey>
      <QueryView query={q}>
        {(al) => (
          <>
            <div className="al-actions">
              <Button block color="primary" loading={busy} onClick={() => input.current?.click()}>选择照片（可多选）</Button>
              <input ref={input} type="file" accept="image/*" multiple hidden data-testid="album-files"
                onChange={(e) => { const fs = [...(e.target.files ?? [])]; e.target.value = ''; void start(fs, al.projectId); }} />
            </div>
            {items.map((x, i) => (
              <div key={i} className="al-progress" data-testid="upload-row">
                <div>{x.name} {x.failed ? '上传失败' : x.fileId ? '已上传' : `${x.percent}%`}</div>
                <ProgressBar percent={x.percent} />
              </div>
            ))}
            {!items.length && <div className="al-muted" style={{ padding: 16 }}>上传到「{al.name}」，支持 jpg、png、gif 等图片</div>}
          </>
        )}
      </QueryView>
    </PageLayout>
  );
}
