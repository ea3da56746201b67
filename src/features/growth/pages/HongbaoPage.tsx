/**
 * /mine/hongbao/index: send a red packet (拼手气 or 普通, for anyone with the link or for one of my clans), the packets
 * I received and sent; `?id=` opens one packet: grab it, exchange my share for wallet money or coins, see who took what.
 */
import { useEffect, useState } from 'react';
import { Button, Form, Input, List, Radio, Selector, Stepper, Tabs, Tag } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { HONGBAO_MAX_SHARES, HONGBAO_MODE_NAMES, HONGBAO_STATUS_NAMES, hongbaoList, type Hongbao } from '@contract/growth';
import { listMy } from '@contract/clans';
import { confirm, copyText, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { DateTime } from '@src/components/ui/DateTime';
import { fenToCurrency } from '@src/lib/format';
import { shareLink } from '@src/lib/share';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { beginPayment, confirmPayment } from '@src/features/payments';
import { exchangeHongbao, grabHongbao, growthQueries, sendHongbao } from '../growth.queries';
import '../growth.css';

const PAGE = '/mine/hongbao/index';

function PacketView({ id }: { id: number }) {
  const user = useAtomValue(userInfoAtom);
  const q = useQuery(growthQueries.hongbao(id));
  const [busy, setBusy] = useState(false);
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const { packet: p, grabs } = q.data;
  const grab = async () => {
    setBusy(true);
    try {
      const r = await grabHongbao({ id });
      toast(`抢到 ${fenToCurrency(r.amountFen)}`, 'success');
    } catch { /* shown */ } finally { setBusy(false); }
  };
  const exchange = (to: 'wallet' | 'coins') => void exchangeHongbao({ id, to }).then(() => toast(to === 'wallet' ? '已存入钱包' : '已兑换为金币', 'success')).catch(() => {});
  const link = shareLink(`${PAGE}?id=${p.id}`, user?.shareValue, `${location.origin}${location.pathname}`);
  return (
    <>
      <section className="zp-hb" aria-label="红包">
        <div>{p.senderName || '族人'}的{p.clanId ? '族谱' : ''}{HONGBAO_MODE_NAMES[p.mode]}</div>
        <div style={{ marginTop: 6 }}>{p.greeting}</div>
        {p.mine ? (
          <>
            <div className="zp-hb__amount" data-testid="my-grab">{fenToCurrency(p.mine.amountFen)}</div>
            {p.mine.exchangedTo ? <div>已{p.mine.exchangedTo === 'wallet' ? '存入钱包' : '兑换为金币'}</div> : (
              <div style={{ display: 'flex', gap: 8, justifyContent: 'center' }}>
                <Button size="small" color="warning" onClick={() => exchange('wallet')}>存入钱包</Button>
                <Button size="small" onClick={() => exchange('coins')}>兑换金币</Button>
              </div>
            )}
          </>
        ) : p.status === 'active' ? (
          <Button color="warning" shape="rounded" size="large" style={{ marginTop: 12 }} loading={busy} onClick={() => void grab()}>抢红包</Button>
        ) : <div className="zp-hb__amount" style={{ fontSize: 18 }}>{HONGBAO_STATUS_NAMES[p.status]}</div>}
        <div style={{ marginTop: 10, fontSize: 12 }}>
          共{fenToCurrency(p.totalFen)}，{p.shares}个，已领{p.shares - p.leftShares}个{p.status === 'returned' ? `，${fenToCurrency(p.returnedFen)}已退回` : ''}
          {p.expiresAt && p.status === 'active' && <>，<DateTime value={p.expiresAt} />过期</>}
        </div>
        {p.status === 'active' && <Button size="mini" style={{ marginTop: 8 }} onClick={() => void copyText(link).then(() => toast('链接已复制，发给亲人来抢吧'))}>复制红包链接</Button>}
      </section>
      <List header="领取记录">
        {grabs.length ? grabs.map((g) => (
          <List.Item key={g.userId} description={<DateTime value={g.createdAt} />} extra={fenToCurrency(g.amountFen)}>{g.nickname || '族人'}</List.Item>
        )) : <List.Item>还没有人领取</List.Item>}
      </List>
    </>
  );
}

function SendForm({ onSent }: { onSent: (id: number) => void }) {
  const navigate = useNavigate();
  const clans = useApiQuery(listMy, { pageIndex: 1, pageSize: 50 });
  const [mode, setMode] = useState<'random' | 'fixed'>('random');
  const [yuan, setYuan] = useState('');
  const [shares, setShares] = useState(5);
  const [greeting, setGreeting] = useState('');
  const [clanId, setClanId] = useState<number | null>(null);
  const [payType, setPayType] = useState<'wallet' | 'sandbox'>('wallet');
  const [busy, setBusy] = useState(false);
  const totalFen = mode === 'fixed' ? Math.round(Number(yuan) * 100) * shares : Math.round(Number(yuan) * 100);
  const submit = async () => {
    if (!/^\d+(\.\d{1,2})?$/.test(yuan.trim()) || !(totalFen > 0)) return toast('请输入正确的金额');
    if (!(await confirm({ title: '发红包', content: `共${fenToCurrency(totalFen)}，${shares}个，${payType === 'wallet' ? '从钱包支付' : '在线支付'}。确定发出吗？` }))) return;
    setBusy(true);
    try {
      const r = await sendHongbao({ mode, totalFen, shares, greeting: greeting.trim() || undefined, clanId: clanId ?? undefined, payType });
      const next = beginPayment(r.payment, `${PAGE}?id=${r.packet.id}`);
      if (next.paid) { toast('红包已发出', 'success'); onSent(r.packet.id); } else navigate(next.to, { replace: true });
    } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <Form layout="horizontal" footer={<Button block color="danger" loading={busy} onClick={() => void submit()}>塞钱进红包</Button>}>
      <Form.Item label="类型">
        <Selector options={[{ label: HONGBAO_MODE_NAMES.random, value: 'random' }, { label: HONGBAO_MODE_NAMES.fixed, value: 'fixed' }]} value={[mode]} onChange={(v) => v[0] && setMode(v[0] as 'random' | 'fixed')} />
      </Form.Item>
      <Form.Item label={mode === 'fixed' ? '单个金额' : '总金额'} extra="元"><Input aria-label="金额" inputMode="decimal" placeholder="0.00" value={yuan} onChange={setYuan} /></Form.Item>
      <Form.Item label="红包个数"><Stepper aria-label="红包个数" min={1} max={HONGBAO_MAX_SHARES} value={shares} onChange={(v) => setShares(v || 1)} /></Form.Item>
      <Form.Item label="祝福语"><Input aria-label="祝福语" maxLength={30} placeholder="恭喜发财，大吉大利" value={greeting} onChange={setGreeting} /></Form.Item>
      <Form.Item label="发给">
        <select aria-label="发给" value={clanId ?? ''} onChange={(e) => setClanId(e.target.value ? Number(e.target.value) : null)} style={{ width: '100%', padding: 4 }}>
          <option value="">所有人（凭链接领取）</option>
          {clans.data?.list.map((c) => <option key={c.id} value={c.id}>{c.name}（仅本族谱成员可领）</option>)}
        </select>
      </Form.Item>
      <Form.Item label="支付方式">
        <Radio.Group value={payType} onChange={(v) => setPayType(v as 'wallet' | 'sandbox')}>
          <Radio value="wallet" style={{ marginRight: 12 }}>钱包</Radio><Radio value="sandbox">在线支付</Radio>
        </Radio.Group>
      </Form.Item>
      <Form.Item><span className="zp-task__desc">合计 {fenToCurrency(totalFen > 0 ? totalFen : 0)}；24小时未领完的金额自动退回钱包</span></Form.Item>
    </Form>
  );
}

function PacketRow({ p, onOpen, sent }: { p: Hongbao; onOpen: () => void; sent: boolean }) {
  return (
    <List.Item onClick={onOpen} description={<DateTime value={p.createdAt} />} extra={
      sent ? <Tag color={p.status === 'active' ? 'danger' : 'default'}>{HONGBAO_STATUS_NAMES[p.status]}</Tag>
        : <span style={{ color: '#d4380d' }}>{p.mine ? fenToCurrency(p.mine.amountFen) : ''}{p.mine && !p.mine.exchangedTo ? ' 待兑换' : ''}</span>
    }>
      {sent ? `${HONGBAO_MODE_NAMES[p.mode]} ${fenToCurrency(p.totalFen)}（${p.shares - p.leftShares}/${p.shares}）` : `${p.senderName || '族人'}的红包`}
    </List.Item>
  );
}

export default function HongbaoPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const [tab, setTab] = useState<'send' | 'received' | 'sent'>('send');
  const received = useApiInfinite(hongbaoList, { box: 'received' }, { enabled: !id && tab === 'received' });
  const sent = useApiInfinite(hongbaoList, { box: 'sent' }, { enabled: !id && tab === 'sent' });
  const payResult = params.get('payResult');
  const outTradeNo = params.get('outTradeNo');
  useEffect(() => {
    if (!payResult || !outTradeNo) return;
    const done = () => setParams(id ? { id: String(id) } : {}, { replace: true });
    if (payResult !== 'paid') { toast('已取消支付'); done(); return; }
    void confirmPayment({ outTradeNo }).then((r) => toast(r.paid ? '红包已发出' : '尚未收到付款，请稍后刷新', r.paid ? 'success' : undefined)).catch(() => {}).finally(done);
  }, [payResult, outTradeNo, id, setParams]);
  const open = (pid: number) => setParams({ id: String(pid) });
  return (
    <PageLayout title={id ? '红包' : '红包'} grey onBack={id ? () => setParams({}) : undefined}>
      {id ? <PacketView id={id} /> : (
        <>
          <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)}>
            <Tabs.Tab key="send" title="发红包" />
            <Tabs.Tab key="received" title="收到的" />
            <Tabs.Tab key="sent" title="发出的" />
          </Tabs>
          {tab === 'send' && <SendForm onSent={open} />}
          {tab === 'received' && <PagedList query={received} list empty="还没有收到红包">{(p) => <PacketRow key={p.id} p={p} sent={false} onOpen={() => open(p.id)} />}</PagedList>}
          {tab === 'sent' && <PagedList query={sent} list empty="还没有发过红包">{(p) => <PacketRow key={p.id} p={p} sent onOpen={() => open(p.id)} />}</PagedList>}
        </>
      )}
    </PageLayout>
  );
}
