/**
 * /luck/qm-detail[?id=][&tab=logs]: the 起名 form → a request's proposed names (/named/create, /named/details);
 * the first names are free, the rest after paying through the payments core (sandbox page, back here with
 * ?payResult=&outTradeNo=, then /payment/confirm). "我的记录" lists my requests (/named/logs) with delete.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, NoticeBar, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as named from '@contract/named';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { beginPayment } from '@src/features/payments/index';
import { Disclaimer } from '../components/Disclaimer';
import { NamedDetailsView } from '../components/NamedDetailsView';
import { NamedLogList } from '../components/NamedLogList';
import { PickNamesForm } from '../components/PickNamesForm';
import { confirmNamesPayment, createNames, namesPaid, removeNames, startNamesOrder } from '../luck.queries';
import { useCallMutation } from '@src/lib/mutation';
import '../luck.css';

export default function NamePickingPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || 0;
  const tab = params.get('tab') === 'logs' ? 'logs' : 'pick';
  const notice = useApiQuery(named.message, {});
  const details = useApiQuery(named.details, { id }, { enabled: id > 0 });
  const logs = useApiInfinite(named.logs, {}, { enabled: tab === 'logs' });
  const creating = useCallMutation(createNames, { onSuccess: (d) => setParams({ id: String(d.request.id) }) });
  const [paying, setPaying] = useState(false);

  // Back from the 模拟支付 page: confirm once by outTradeNo, then show the unlocked list.
  const confirmed = useRef('');
  const payResult = params.get('payResult');
  const outTradeNo = params.get('outTradeNo') ?? '';
  useEffect(() => {
    if (!outTradeNo || confirmed.current === outTradeNo) return;
    confirmed.current = outTradeNo;
    const clean = () => setParams(id ? { id: String(id) } : {}, { replace: true });
    if (payResult !== 'paid') { clean(); return; }
    confirmNamesPayment(outTradeNo, id)
      .then((r) => toast(r.paid ? '支付成功，已解锁全部名字' : '尚未支付成功', r.paid ? 'success' : undefined))
      .catch(() => {})
      .finally(clean);
  }, [outTradeNo, payResult, id, setParams]);

  const pay = async () => {
    setPaying(true);
    try {
      const start = await startNamesOrder({ id });
      const next = beginPayment(start, `/luck/qm-detail?id=${id}`);
      if (next.paid) await namesPaid(id);
      else navigate(next.to, { replace: true });
    } catch {
      // the api client has shown the message
    } finally {
      setPaying(false);
    }
  };

  const remove = async (r: named.NamedRequest) => {
    if (!(await confirm({ content: `删除这条起名记录（${r.surname}姓，${r.birth}）？`, confirmText: '删除', danger: true }))) return;
    try {
      await removeNames({ id: r.id });
      toast('已删除');
      if (r.id === id) setParams({ tab: 'logs' });
    } catch { /* shown */ }
  };

  const setTab = (k: string) => setParams(k === 'logs' ? { tab: 'logs' } : {});
  const n = notice.data;

  return (
    <PageLayout title="宝宝起名" grey>
      <div className="luck-page">
        {n && <NoticeBar content={`${n.title}：前${n.freeCount}个名字免费，全部${n.total}个需支付`} color="alert" />}
        <Tabs activeKey={tab} onChange={setTab}>
          <Tabs.Tab title="起名" key="pick">
            {id > 0 ? (
              <>
                <QueryView query={details}>{(d) => <NamedDetailsView d={d} paying={paying} onPay={() => void pay()} />}</QueryView>
                <div className="luck-pad">
                  <Button block onClick={() => setParams({})}>重新起名</Button>
                </div>
              </>
            ) : (
              <>
                {n && (
                  <div className="luck-card luck-hint">
                    {n.text.map((p) => <p key={p}>{p}</p>)}
                  </div>
                )}
                <PickNamesForm busy={creating.isPending} onSubmit={(p) => creating.mutate(p)} />
              </>
            )}
          </Tabs.Tab>
          <Tabs.Tab title="我的记录" key="logs">
            <NamedLogList query={logs} onOpen={(rid) => setParams({ id: String(rid) })} onDelete={(r) => void remove(r)} />
          </Tabs.Tab>
        </Tabs>
        <Disclaimer text={n?.disclaimer ?? '姓名学结果仅供参考'} />
      </div>
    </PageLayout>
  );
}
