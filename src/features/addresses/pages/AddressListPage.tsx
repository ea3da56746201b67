/** /mine/address/index[?pick=1]: my delivery addresses — default first, phones masked; edit, delete, set default; pick one for an order. */
import { Button, List, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { confirm } from '@src/app/shell/feedback';
import { useBack } from '@src/components/ui/use-back';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { addressDefault, addressDelete, addressQueries } from '../addresses.queries';
import { setPickedAddress } from '../pick';

export default function AddressListPage() {
  const pick = useSearchParams()[0].get('pick') === '1';
  const navigate = useNavigate();
  const back = useBack();
  const q = useQuery(addressQueries.list());
  const remove = async (id: number) => {
    if (!(await confirm({ content: '确定删除这个地址吗？', confirmText: '删除', danger: true }))) return;
    await addressDelete({ id }).catch(() => {});
  };
  let body: React.ReactNode;
  if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (!q.data.list.length) body = <EmptyState title="还没有收货地址" />;
  else body = (
    <List>
      {q.data.list.map((a) => (
        <List.Item key={a.id}
          onClick={pick ? () => { setPickedAddress(a.id); back(); } : undefined}
          description={<>
            <div>{a.province}{a.city}{a.county}{a.detail}</div>
            <div className="zp-actions-inline" style={{ display: 'flex', gap: 8, marginTop: 6 }} onClick={(e) => e.stopPropagation()}>
              {!a.isDefault && <Button size="mini" onClick={() => void addressDefault({ id: a.id }).catch(() => {})}>设为默认</Button>}
              <Button size="mini" onClick={() => navigate(`/mine/address/edit?id=${a.id}`)}>编辑</Button>
              <Button size="mini" color="danger" fill="outline" onClick={() => void remove(a.id)}>删除</Button>
            </div>
          </>}>
          {a.name}  {a.phone} {a.isDefault && <Tag color="danger">默认</Tag>}
        </List.Item>
      ))}
    </List>
  );
  return (
    <PageLayout title={pick ? '选择收货地址' : '收货地址'} grey>
      {body}
      <div style={{ padding: 16 }}><Button block color="primary" onClick={() => navigate('/mine/address/edit')}>新增收货地址</Button></div>
    </PageLayout>
  );
}
