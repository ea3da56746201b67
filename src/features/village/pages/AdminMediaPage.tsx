/** /village/admin/media-list?id=: photos and videos — upload with progress, order, cover, delete; 保存 writes the list. */
import { useRef, useState } from 'react';
import { Button, Input, List, Tag } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { FILE_TYPE } from '@contract/files';
import type { VillageDetail, VillageMedia } from '@contract/village';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ProgressBarLine } from '@src/components/ui/ProgressBarLine';
import { QueryView } from '@src/components/ui/States';
import { acceptFor, uploadFile } from '@src/lib/upload';
import { fileSrc, saveParamsOf } from '../village-model';
import { villageQueries, villageSave } from '../village.queries';
import '../village.css';

export function VillageAdminMediaPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const q = useQuery({ ...villageQueries.detail(id), enabled: id > 0 });
  return <PageLayout title="照片视频" grey><QueryView query={q}>{(v) => <MediaEditor key={v.version} v={v} />}</QueryView></PageLayout>;
}

function MediaEditor({ v }: { v: VillageDetail }) {
  const [media, setMedia] = useState<VillageMedia[]>(v.media);
  const [cover, setCover] = useState(v.cover);
  const [percent, setPercent] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (input.current) input.current.value = '';
    if (!file) return;
    const kind = file.type.startsWith('video/') ? 'video' : 'image';
    setPercent(0);
    try {
      const f = await uploadFile(file, { type: kind === 'video' ? FILE_TYPE.video : FILE_TYPE.image, onProgress: setPercent });
      setMedia((m) => [...m, { url: f.url, kind, title: '' }]);
      if (!cover && kind === 'image') setCover(f.url);
    } catch { /* toasted */ } finally {
      setPercent(null);
    }
  };
  const move = (i: number, d: -1 | 1) => setMedia((m) => {
    const j = i + d;
    if (j < 0 || j >= m.length) return m;
    const out = [...m];
    [out[i], out[j]] = [out[j]!, out[i]!];
    return out;
  });
  const remove = async (i: number) => {
    if (!(await confirm({ content: '删除这一项？', confirmText: '删除', danger: true }))) return;
    if (media[i]?.url === cover) setCover('');
    setMedia((m) => m.filter((_, j) => j !== i));
  };
  const save = async () => {
    setBusy(true);
    try {
      await villageSave({ ...saveParamsOf(v), media, cover });
      toast('已保存', 'success');
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <div style={{ padding: 12, background: '#fff' }}>
        <Button block onClick={() => input.current?.click()} disabled={percent !== null}>上传照片或视频</Button>
        <input ref={input} type="file" hidden accept={`${acceptFor(FILE_TYPE.image)},${acceptFor(FILE_TYPE.video)}`} onChange={(e) => void upload(e.target.files)} data-testid="media-input" />
        {percent !== null && <ProgressBarLine percent={percent} label="上传中" />}
      </div>
      {media.length ? (
        <List>
          {media.map((m, i) => (
            <List.Item key={`${m.url}-${i}`}
              prefix={m.kind === 'image' ? <img src={fileSrc(m.url)} alt="" style={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 4 }} /> : <Tag>视频</Tag>}
              description={
                <div className="vg-row" style={{ marginTop: 4 }}>
                  <Button size="mini" disabled={i === 0} onClick={() => move(i, -1)}>上移</Button>
                  <Button size="mini" disabled={i === media.length - 1} onClick={() => move(i, 1)}>下移</Button>
                  {m.kind === 'image' && (cover === m.url ? <Tag color="warning">封面</Tag> : <Button size="mini" onClick={() => setCover(m.url)}>设为封面</Button>)}
                  <Button size="mini" color="danger" fill="outline" onClick={() => void remove(i)}>删除</Button>
                </div>
              }>
              <Input value={m.title} placeholder="说明" maxLength={60} onChange={(t) => setMedia((l) => l.map((x, j) => (j === i ? { ...x, title: t } : x)))} />
            </List.Item>
          ))}
        </List>
      ) : <div className="vg-muted" style={{ padding: 24, textAlign: 'center' }}>还没有照片视频</div>}
      <div style={{ padding: 12 }}><Button block color="primary" loading={busy} onClick={() => void save()}>保存</Button></div>
    </>
  );
}
