/** Add or edit a lifetime entry (owner): an article's text, an album's photos, a video (file + cover). */
import { Button, Input, Popup, TextArea } from 'antd-mobile';
import { useRef, useState } from 'react';
import { type LifetimeEntry } from '@contract/sacrifice';
import { toast } from '@src/app/shell/feedback';
import { PhotoField } from '@src/components/ui/PhotoField';
import { ProgressBarLine } from '@src/components/ui/ProgressBarLine';
import { uploadFile } from '@src/lib/upload';
import { saveLifetime } from '../sacrifice.queries';
import { fileKeyOf, mediaUrl } from '../sacrifice-model';

type Kind = LifetimeEntry['kind'];
const LABEL: Record<Kind, string> = { article: '文章', album: '相册', video: '视频' };

export function LifetimeEditor({ hallId, kind, entry, visible, onClose }: { hallId: number; kind: Kind; entry?: LifetimeEntry; visible: boolean; onClose: () => void }) {
  const [title, setTitle] = useState(entry?.title ?? '');
  const [content, setContent] = useState(entry?.content ?? '');
  const [keys, setKeys] = useState<string[]>(entry?.keys ?? []);
  const [percent, setPercent] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  /** The video (an album's photos go through PhotoField). */
  const uploadVideo = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setPercent(0);
    try {
      setKeys([fileKeyOf((await uploadFile(file, { type: 1, onProgress: setPercent })).url)]);
    } catch { /* toasted */ } finally {
      setPercent(null);
    }
  };
  const save = async () => {
    if (!title.trim()) return toast(`请填写${LABEL[kind]}标题`);
    if (kind !== 'article' && !keys.length) return toast(kind === 'video' ? '请上传视频' : '请上传照片');
    setSaving(true);
    try {
      await saveLifetime({ id: entry?.id, hallId, kind, title: title.trim(), content: content.trim() || undefined, keys });
      toast('已保存', 'success');
      onClose();
    } catch { /* toasted */ } finally {
      setSaving(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="sf-sheet" destroyOnClose>
      <div className="sf-sheet__title">{entry ? '编辑' : '添加'}{LABEL[kind]}</div>
      <div className="sf-compose">
        <Input placeholder="标题" value={title} onChange={setTitle} maxLength={60} />
        <TextArea placeholder={kind === 'article' ? '正文' : '说明（选填）'} value={content} onChange={setContent}
          autoSize={{ minRows: kind === 'article' ? 8 : 2, maxRows: 16 }} maxLength={20000} />
        {kind === 'album' && (
          <PhotoField multiple max={60} label="添加照片" value={keys} onChange={setKeys} toValue={(f) => fileKeyOf(f.url)} src={mediaUrl} />
        )}
        {kind === 'video' && (
          <>
            {keys.map((k) => <video key={k} src={mediaUrl(k)} controls style={{ width: '100%' }} />)}
            <input ref={input} type="file" hidden accept="video/*" onChange={(e) => void uploadVideo(e.target.files?.[0])} />
            <Button size="small" onClick={() => input.current?.click()} disabled={percent !== null}>选择视频</Button>
            {percent !== null && <ProgressBarLine percent={percent} label="上传中" />}
          </>
        )}
        <Button block color="primary" loading={saving} onClick={() => void save()}>保存</Button>
      </div>
    </Popup>
  );
}
