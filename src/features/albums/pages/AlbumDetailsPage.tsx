/**
 * /clan/album/details?id=: the photos of an album; a photo opens its caption and tagged members (editors change
 * them, set the cover, delete with confirmation); 上传, 播放 (slideshow), 设置.
 */
import { Button, Image, List, Popup, SearchBar, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as a from '@contract/albums';
import * as members from '@contract/clan-members';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { deletePhoto, savePhoto, setCover } from '../albums.queries';
import '../albums.css';

function PhotoEditor({ album, photo, onClose }: { album: a.Album; photo: a.Photo; onClose: () => void }) {
  const [caption, setCaption] = useState(photo.caption);
  const [tags, setTags] = useState(photo.members);
  const [name, setName] = useState('');
  const hits = useApiQuery(members.search, { clanId: album.clanId, name, pageIndex: 1, pageSize: 10 }, { enabled: name.length > 0 });
  const save = async () => {
    await savePhoto({ id: photo.id, caption: caption.trim(), memberIds: tags.map((t) => t.id) }).then(() => { toast('已保存', 'success'); onClose(); }).catch(() => {});
  };
  const remove = async () => {
    if (!(await confirm({ content: '删除这张照片？', confirmText: '删除', danger: true }))) return;
    await deletePhoto({ id: photo.id }).then(() => { toast('已删除', 'success'); onClose(); }).catch(() => {});
  };
  return (
    <div style={{ padding: 12 }}>
      <Image src={photo.url} fit="contain" height={200} alt={photo.caption || '照片'} />
      {album.canEdit ? (
        <>
          <TextArea value={caption} onChange={setCaption} maxLength={200} rows={2} placeholder="照片说明" />
          <div style={{ margin: '8px 0' }}>标记族人：{tags.map((t) => <Tag key={t.id} color="primary" style={{ marginRight: 4 }} onClick={() => setTags(tags.filter((x) => x.id !== t.id))}>{t.name} ×</Tag>)}</div>
          <SearchBar placeholder="搜索族人姓名并标记" onSearch={(v) => setName(v.trim())} onClear={() => setName('')} />
          {name && hits.data && (
            <List>
              {hits.data.list.length === 0 && <List.Item>没有找到该族人</List.Item>}
              {hits.data.list.map((h) => (
                <List.Item key={h.id} description={[h.generationLabel, h.fatherName && `父 ${h.fatherName}`].filter(Boolean).join(' · ')}
                  onClick={() => { if (!tags.some((t) => t.id === h.id)) setTags([...tags, { id: h.id, name: h.name }]); setName(''); }}>{h.name}</List.Item>
              ))}
            </List>
          )}
          <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
            <Button color="primary" style={{ flex: 1 }} onClick={() => void save()}>保存</Button>
            <Button style={{ flex: 1 }} onClick={() => void setCover({ id: album.id, photoId: photo.id }).then(() => toast('已设为封面', 'success')).catch(() => {})}>设为封面</Button>
            <Button color="danger" fill="outline" onClick={() => void remove()}>删除</Button>
          </div>
        </>
      ) : (
        <p>{photo.caption}{photo.members.length > 0 && ` · ${photo.members.map((m) => m.name).join('、')}`}</p>
      )}
    </div>
  );
}

export default function AlbumDetailsPage() {
  const navigate = useNavigate();
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const q = useApiQuery(a.albumGet, { id }, { enabled: id > 0 });
  const [open, setOpen] = useState<a.Photo | null>(null);
  return (
    <PageLayout title="相册详情" grey>
      <QueryView query={q}>
        {(al) => (
          <>
            <div style={{ padding: '12px 12px 0' }}>
              <b>{al.name}</b> <span className="al-muted">{al.photoCount} 张 · {al.privacyName}</span>
              {al.description && <div className="al-muted" style={{ padding: 0 }}>{al.description}</div>}
            </div>
            <div className="al-actions">
              {al.canEdit && <Button color="primary" onClick={() => navigate(`/clan/album/upload?id=${al.id}`)}>上传照片</Button>}
              <Button disabled={!al.photos.length} onClick={() => navigate(`/clan/album/slide?id=${al.id}`)}>播放</Button>
              {al.canEdit && <Button onClick={() => navigate(`/clan/album/settings?id=${al.id}`)}>设置</Button>}
            </div>
            {al.photos.length === 0 ? <div className="al-muted" style={{ padding: 16 }}>还没有照片</div> : (
              <div className="al-photos">
                {al.photos.map((p) => (
                  <div key={p.id} className="al-photo" role="button" tabIndex={0} data-testid="album-photo" onClick={() => setOpen(p)}>
                    <Image src={p.thumbUrl} fit="cover" width="100%" height={110} alt={p.caption || '照片'} />
                    {p.id === al.coverPhotoId && <span className="al-tag" style={{ right: 2, left: 'auto' }}>封面</span>}
                    {p.members.length > 0 && <span className="al-tag">{p.members.map((m) => m.name).join('、')}</span>}
                  </div>
                ))}
              </div>
            )}
            <Popup visible={!!open} onMaskClick={() => setOpen(null)} bodyStyle={{ maxHeight: '85vh', overflow: 'auto' }}>
              {open && <PhotoEditor key={open.id} album={al} photo={open} onClose={() => setOpen(null)} />}
            </Popup>
          </>
        )}
      </QueryView>
    </PageLayout>
  );
}
