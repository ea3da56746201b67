/** /clan/album/settings?id= (edit) | ?clanId= (new): name, description, who may see it; 删除相册 with confirmation. */
import { Button, Form, Input, Radio, TextArea } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as a from '@contract/albums';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { LoadingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { deleteAlbum, saveAlbum } from '../albums.queries';

export default function AlbumSettingsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || undefined;
  const q = useApiQuery(a.albumGet, { id: id ?? 0 }, { enabled: !!id });
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [privacy, setPrivacy] = useState<a.AlbumPrivacy>('readers');
  const [busy, setBusy] = useState(false);
  useEffect(() => { if (q.data) { setName(q.data.name); setDescription(q.data.description); setPrivacy(q.data.privacy); } }, [q.data]);
  const clanId = q.data?.clanId ?? (Number(params.get('clanId')) || 0);
  if (id && q.isPending) return <PageLayout title="相册设置"><LoadingState /></PageLayout>;
  const save = async () => {
    if (!name.trim()) { toast('请填写相册名称'); return; }
    setBusy(true);
    try {
      const r = await saveAlbum({ id, clanId, name: name.trim(), description: description.trim(), privacy });
      toast('已保存', 'success');
      navigate(`/clan/album/details?id=${r.id}`, { replace: true });
    } catch { /* shown */ } finally { setBusy(false); }
  };
  const remove = async () => {
    if (!id || !(await confirm({ content: `删除相册「${q.data?.name}」及其全部照片？删除后不能恢复。`, confirmText: '删除', danger: true }))) return;
    await deleteAlbum({ id }).then(() => { toast('已删除', 'success'); navigate(`/clan/album/index?clanId=${clanId}`, { replace: true }); }).catch(() => {});
  };
  return (
    <PageLayout title={id ? '相册设置' : '新建相册'} grey>
      <Form layout="vertical" footer={<>
        <Button block color="primary" loading={busy} onClick={() => void save()}>保存</Button>
        {id && <Button block color="danger" fill="outline" style={{ marginTop: 8 }} onClick={() => void remove()}>删除相册</Button>}
      </>}>
        <Form.Item label="相册名称"><Input value={name} onChange={setName} maxLength={30} placeholder="如：2026 清明祭祖" /></Form.Item>
        <Form.Item label="相册说明"><TextArea value={description} onChange={setDescription} maxLength={300} rows={3} /></Form.Item>
        <Form.Item label="谁可以看">
          <Radio.Group value={privacy} onChange={(v) => setPrivacy(v as a.AlbumPrivacy)}>
            {a.AlbumPrivacy.options.map((k) => <div key={k} style={{ margin: '6px 0' }}><Radio value={k}>{a.ALBUM_PRIVACY_NAMES[k]}</Radio></div>)}
          </Radio.Group>
        </Form.Item>
      </Form>
    </PageLayout>
  );
}
