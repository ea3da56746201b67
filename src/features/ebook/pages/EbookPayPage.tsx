/**
 * /ebook/book/pay?id=: buy an e-book through the sandbox pay page (back here with ?payResult=&outTradeNo=, then
 * /book/v2/order/confirm), or redeem a code from the family; once his, it is on his shelf and he goes on to read.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bookGet } from '@contract/book';
import { useApiQuery } from '@src/lib/query';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { beginPayment } from '@src/features/payments/index';
import { Cover, priceText } from '../components';
import { confirmBookOrder, idOf, redeemBook, startBookOrder } from '../ebook.queries';
import '../ebook.css';

export default function EbookPayPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const id = idOf(params);
  const q = useApiQuery(bookGet, { id }, { enabled: id > 0 });
  const [busy, setBusy] = useState('');
  const [code, setCode] = useState('');

  // Back from the pay page: confirm once, then to the details (bought: 开始阅读).
  const payResult = params.get('payResult');
  const outTradeNo = params.get('outTradeNo');
  const back = useEffectEvent(async (no: string, paid: boolean) => {
    setParams({ id: String(id) }, { replace: true });
    if (!paid) return toast('已取消支付');
    try {
      const r = await confirmBookOrder({ outTradeNo: no });
      if (!r.paid) return toast('支付尚未完成');
      toast('购买成功，已加入书架', 'success');
      navigate(`/ebook/details?id=${id}`, { replace: true });
    } catch { /* shown */ }
  });
  useEffect(() => {
    if (payResult && outTradeNo) void back(outTradeNo, payResult === 'paid');
  }, [payResult, outTradeNo]);

  if (!id) return <PageLayout title="购买电子书"><EmptyState title="没有指定电子书" /></PageLayout>;

  const buy = async () => {
    setBusy('pay');
    try {
      const start = await startBookOrder({ bookId: id });
      const next = beginPayment(start, `/ebook/book/pay?id=${id}`);
      if (next.paid) {
        toast('购买成功，已加入书架', 'success');
        navigate(`/ebook/details?id=${id}`, { replace: true });
      } else navigate(next.to, { replace: true });
    } catch { /* shown */ } finally {
      setBusy('');
    }
  };

  const redeem = async () => {
    const c = code.trim();
    if (!/^[A-Za-z0-9]{8,16}$/.test(c)) return toast('请输入8–16位兑换码');
    setBusy('code');
    try {
      await redeemBook({ code: c });
      toast('兑换成功，已加入书架', 'success');
      navigate(`/ebook/details?id=${id}`, { replace: true });
    } catch { /* shown */ } finally {
      setBusy('');
    }
  };

  return (
    <PageLayout title="购买电子书" grey>
      <QueryView query={q}>
        {(b) => (
          <div className="zp-ebook">
            <div className="zp-ebook-item">
              <Cover b={b} />
              <div className="zp-ebook-item__body">
                <div className="zp-ebook-item__title">{b.title}</div>
                <div className="zp-ebook-muted">{b.hall} · {b.formatName} · {b.pages}页</div>
                <div className="zp-ebook-price">{priceText(b.price)}</div>
              </div>
            </div>
            {b.canRead ? (
              <EmptyState title="您已可阅读本书">
                <Button color="primary" onClick={() => navigate(`/ebook/book/book?id=${b.id}`)}>开始阅读</Button>
              </EmptyState>
            ) : (
              <>
                <div className="zp-ebook-card">
                  <h3>购买</h3>
                  <div className="zp-ebook-muted" style={{ marginBottom: 10 }}>购买后永久可读，自动加入书架</div>
                  <Button block color="danger" loading={busy === 'pay'} onClick={() => void buy()}>立即支付 {priceText(b.price)}</Button>
                </div>
                <div className="zp-ebook-card">
                  <h3>兑换码</h3>
                  <div style={{ display: 'flex', gap: 8 }}>
                    <Input placeholder="族人赠送的兑换码" value={code} onChange={setCode} maxLength={16} />
                    <Button size="small" style={{ flex: 'none' }} loading={busy === 'code'} onClick={() => void redeem()}>兑换</Button>
                  </div>
                </div>
              </>
            )}
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}
