/**
 * /village/admin/index: the villages I administer; with ?id= one village's admin menu (pending corrections counted);
 * with ?id=&view=admins its admins (add by phone or user id, remove with a confirmation; never the last one).
 */
import { useState } from 'react';
import { Badge, Button, Input, List, Radio } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { villageCorrectionList, villageMy } from '@contract/village';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { VillageCard } from '../components/VillageCard';
import { confirm, toast } from '@src/app/shell/feedback';
import { useAtomValue, userInfoAtom } from '@src/app/store';
import { villageAdminAdd, villageAdminRemove, villageQueries } from '../village.queries';
import '../village.css';

export function VillageAdminIndexPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  if (id && params.get('view') === 'admins') return <Admins id={id} />;
  return id ? <Menu id={id} /> : <Mine />;
}

function Mine() {
  const navigate = useNavigate();
  const q = useApiInfinite(villageMy, {});
  return (
    <PageLayout title="我管理的村落" grey>
      <div style={{ padding: 12 }}><Button block color="primary" onClick={() => navigate('/village/admin/edit')}>新建村落</Button></div>
      <PagedList query={q} empty="还没有管理的村落">
        {(v) => <VillageCard key={v.id} v={v} onClick={() => navigate(`/village/admin/index?id=${v.id}`)} />}
      </PagedList>
    </PageLayout>
  );
}

function Menu({ id }: { id: number }) {
  const navigate = useNavigate();
  const q = useQuery(villageQueries.detail(id));
  const pending = useApiQuery(villageCorrectionList, { villageId: id, pageSize: 100 }, { enabled: !!q.data?.isAdmin });
  let body;
  if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (!q.data.isAdmin) body = <ErrorState error={null} title="没有权限：仅限村落管理员" />;
  else {
    const n = pending.data?.list.length ?? 0;
    const go = (path: string) => () => navigate(`/village/admin/${path}?id=${id}`);
    body = (
      <List header={`${q.data.name} · ${q.data.areaText}`}>
        <List.Item onClick={go('edit')} description="村名、地区、坐标、简介、村史">编辑资料</List.Item>
        <List.Item onClick={go('media-list')} description={`${q.data.media.length} 项`}>照片视频</List.Item>
        <List.Item onClick={go('vr-preview')} description={`${q.data.panorama.scenes.length} 个场景`}>全景与热点</List.Item>
        <List.Item onClick={go('article-list')}>文章</List.Item>
        <List.Item onClick={go('correct-list')} extra={n ? <Badge content={n} /> : undefined}>纠错审核</List.Item>
        <List.Item onClick={() => navigate(`/village/admin/index?id=${id}&view=admins`)} description={q.data.admins.map((a) => a.name).join('、')}
          data-testid="village-admins-open">管理员</List.Item>
        <List.Item onClick={() => navigate(`/village/history?id=${id}`)}>修改记录</List.Item>
        <List.Item onClick={() => navigate(`/village/details?id=${id}`)}>查看村落</List.Item>
      </List>
    );
  }
  return <PageLayout title="村落管理" grey>{body}</PageLayout>;
}

/** The village's admins: add another by phone or user id; remove one (a confirmation; the server keeps the last). */
function Admins({ id }: { id: number }) {
  const navigate = useNavigate();
  const meId = useAtomValue(userInfoAtom)?.id;
  const q = useQuery(villageQueries.detail(id));
  const [by, setBy] = useState<'phone' | 'userId'>('phone');
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    const v = value.trim();
    if (by === 'phone' && !/^1[3-9]\d{9}$/.test(v)) return toast('请输入正确的手机号');
    if (by === 'userId' && !/^\d{1,9}$/.test(v)) return toast('请输入用户ID（数字）');
    setBusy(true);
    try {
      await villageAdminAdd(by === 'phone' ? { id, phone: v } : { id, userId: Number(v) });
      toast('已添加', 'success');
      setValue('');
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };
  const remove = async (a: { id: number; name: string }) => {
    const self = a.id === meId;
    if (!(await confirm({ title: '移除管理员', content: self ? '移除自己后，你将不能再管理这个村落。确定移除？' : `确定移除「${a.name}」的村落管理员身份？`, confirmText: '移除', danger: true }))) return;
    try {
      await villageAdminRemove({ id, userId: a.id });
      toast('已移除', 'success');
      if (self) navigate(`/village/details?id=${id}`, { replace: true });
    } catch { /* toasted */ }
  };
  let body;
  if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (!q.data.isAdmin) body = <ErrorState error={null} title="没有权限：仅限村落管理员" />;
  else {
    const admins = q.data.admins;
    body = (
      <>
        <List header={`${q.data.name} · ${admins.length} 位管理员`}>
          {admins.map((a) => (
            <List.Item key={a.id} description={`用户ID ${a.id}${a.id === meId ? ' · 我' : ''}`} data-testid="village-admin"
              extra={admins.length > 1
                ? <Button size="mini" color="danger" fill="outline" onClick={() => void remove(a)} data-testid="village-admin-remove">移除</Button>
                : <span className="vg-muted">至少保留一位</span>}>
              {a.name}
            </List.Item>
          ))}
        </List>
        <div className="vg-section">
          <div className="vg-section__title">添加管理员</div>
          <Radio.Group value={by} onChange={(v) => { setBy(v as 'phone' | 'userId'); setValue(''); }}>
            <div className="vg-row">
              <Radio value="phone">按手机号</Radio>
              <Radio value="userId">按用户ID</Radio>
            </div>
          </Radio.Group>
          <div className="vg-row" style={{ marginTop: 10, flexWrap: 'nowrap' }}>
            <Input value={value} onChange={setValue} inputMode="numeric" maxLength={by === 'phone' ? 11 : 9} clearable
              placeholder={by === 'phone' ? '对方注册用的手机号' : '对方的用户ID'} data-testid="village-admin-input"
              style={{ flex: 1, border: '1px solid #eee', borderRadius: 4, padding: '4px 8px' }} />
            <Button color="primary" size="small" loading={busy} onClick={() => void add()} data-testid="village-admin-add">添加</Button>
          </div>
          <div className="vg-muted" style={{ marginTop: 8 }}>管理员可以编辑村落资料、全景和文章，审核纠错，并添加或移除其他管理员。</div>
        </div>
      </>
    );
  }
  return <PageLayout title="村落管理员" grey>{body}</PageLayout>;
}
