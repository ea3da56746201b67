/**
 * /clan/collect/family-create?id=<campaign>[&q=<share token>]: the landing of a share link — the campaign, the
 * households I already filled in (continue one), and a new household (phone, where it lives). Login is required.
 */
import { Button, Form, Input, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/collect';
import { toast } from '@src/app/shell/feedback';
import { LocationPicker } from '@src/components/ui/LocationPicker';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { EmptyState, LoadingState, ErrorState } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { FamilyStatusTag, useIds } from '../collect-ui';
import { saveFamily } from '../collect.queries';

export default function FamilyCreatePage() {
  const navigate = useNavigate();
  const { id, params } = useIds();
  const q = params.get('q') ?? undefined;
  const info = useApiQuery(c.inviteOpen, { q: q ?? '' }, { enabled: !!q, retry: false, call: { silent: true } });
  const mine = useApiInfinite(c.familyList, { collectId: id ?? 0, mine: true }, { enabled: !!id });
  const [phone, setPhone] = useState('');
  const [area, setArea] = useState<{ province: string; city: string } | null>(null);
  const [address, setAddress] = useState('');
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!id) return <PageLayout title="填写家庭信息"><EmptyState title="链接不完整" description="请重新打开分享链接" /></PageLayout>;
  if (q && info.isPending) return <PageLayout title="填写家庭信息"><LoadingState /></PageLayout>;
  if (q && info.isError) return <PageLayout title="填写家庭信息"><ErrorState title="链接不可用" error={info.error} /></PageLayout>;
  const create = async () => {
    if (phone && !/^1[3-9]\d{9}$/.test(phone)) { toast('手机号格式不正确'); return; }
    setBusy(true);
    try {
      const f = await saveFamily({ collectId: id, q, phone: phone || undefined, province: area?.province, city: area?.city, address: address.trim() || undefined });
      navigate(`/clan/collect/family?id=${f.id}`, { replace: true });
    } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <PageLayout title="填写家庭信息" grey>
      <div className="cl-page">
        {info.data && (
          <div className="cl-card">
            <h3>{info.data.title}</h3>
            <div className="cl-muted">{info.data.projectName} · {info.data.inviter} 邀请您填写本户的家庭信息：本人、父亲、配偶、子女。</div>
          </div>
        )}
        <PagedList list query={mine} header="我填写的户" refresh={false} empty={<div className="cl-muted" style={{ padding: 12 }}>还没有填写，请在下面新建一户</div>}>
          {(f: c.Family) => (
            <List.Item key={f.id} extra={<FamilyStatusTag f={f} />} description={`${f.people} 人${f.feedback ? ` · 退回说明：${f.feedback}` : ''}`}
              onClick={() => navigate(`/clan/collect/family?id=${f.id}`)}>{f.title}</List.Item>
          )}
        </PagedList>
        <Form layout="vertical" mode="card" footer={<Button block color="primary" loading={busy} onClick={() => void create()}>新建一户，开始填写</Button>}>
          <Form.Header>新建一户</Form.Header>
          <Form.Item label="联系电话"><Input value={phone} onChange={setPhone} type="tel" placeholder="便于管理员核对" clearable /></Form.Item>
          <Form.Item label="现居地" onClick={() => setPicking(true)}>
            <span className={area ? '' : 'cl-muted'}>{area ? `${area.province} ${area.city}` : '选择省、市'}</span>
          </Form.Item>
          <Form.Item label="详细地址（可不填）"><Input value={address} onChange={setAddress} maxLength={100} placeholder="村、街道" /></Form.Item>
        </Form>
      </div>
      <LocationPicker visible={picking} depth={2} title="现居地" onClose={() => setPicking(false)}
        onConfirm={(a) => { setArea({ province: a[0]?.name ?? '', city: a[1]?.name ?? '' }); setPicking(false); }} />
    </PageLayout>
  );
}
