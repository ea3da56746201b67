/** /seekroot/my-seekroot: my posts (blocked ones marked), and my base info used on every post. */
import { Button, Form, Input, Selector } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/seek-root';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { SeekCardRow } from '../components/SeekCardRow';
import { seekSaveBase } from '../seekroot.queries';
import '../seekroot.css';

function BaseInfoForm() {
  const q = useApiQuery(c.seekRootUserBaseInfo, {});
  const [v, setV] = useState<c.BaseInfo | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => { if (q.data && !v) setV(q.data); }, [q.data, v]);
  if (!v) return <div className="zp-seek-muted" style={{ padding: 12 }}>{q.isError ? '基本信息加载失败' : '加载中…'}</div>;
  const save = async () => {
    setBusy(true);
    try {
      await seekSaveBase({ realName: v.realName, gender: v.gender as '' | '男' | '女', birthYear: Number(v.birthYear) || 0, firstName: v.firstName, areaCode: v.areaCode, areaName: v.areaName, contact: v.contact });
      toast('已保存', 'success');
    } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <Form layout="horizontal" footer={<Button block color="primary" loading={busy} onClick={() => void save()}>保存基本信息</Button>}>
      <Form.Item label="姓名"><Input value={v.realName} maxLength={12} onChange={(x) => setV({ ...v, realName: x })} /></Form.Item>
      <Form.Item label="性别"><Selector options={[{ label: '男', value: '男' }, { label: '女', value: '女' }]} value={v.gender ? [v.gender] : []} onChange={(x) => setV({ ...v, gender: x[0] ?? '' })} /></Form.Item>
      <Form.Item label="出生年份"><Input type="number" value={v.birthYear ? String(v.birthYear) : ''} placeholder="如 1963" onChange={(x) => setV({ ...v, birthYear: Number(x) || 0 })} /></Form.Item>
      <Form.Item label="联系方式"><Input value={v.contact} maxLength={40} placeholder="登录用户可见" onChange={(x) => setV({ ...v, contact: x })} /></Form.Item>
    </Form>
  );
}

export default function SeekMinePage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<'posts' | 'base'>('posts');
  const query = useApiInfinite(c.seekRootMy, {});
  return (
    <PageLayout title="我的寻根" grey right={<Button size="mini" color="primary" onClick={() => navigate('/seekroot/publish')}>发布</Button>}>
      <div className="zp-seek-bar">
        <button type="button" className={`zp-seek-chip${tab === 'posts' ? ' is-active' : ''}`} onClick={() => setTab('posts')}>我发布的</button>
        <button type="button" className={`zp-seek-chip${tab === 'base' ? ' is-active' : ''}`} onClick={() => setTab('base')}>基本信息</button>
      </div>
      {tab === 'posts'
        ? <PagedList query={query} empty="你还没有发布寻根" emptyAction={<Button size="small" color="primary" onClick={() => navigate('/seekroot/publish')}>发布寻根</Button>}>{(item) => <SeekCardRow key={item.id} item={item} />}</PagedList>
        : <BaseInfoForm />}
    </PageLayout>
  );
}
