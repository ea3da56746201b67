/**
 * /mine/member/people (人数扩容) and /mine/member/output (字库扩容): the editions of a project I manage — the current
 * one, its member capacity and extra font characters, each edition's price (new, renew, or the upgrade difference for
 * the remaining days), buying through the sandbox pay page, and redeeming an exchange code.
 */
import { useState } from 'react';
import { Button, Input, Selector } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as v from '@contract/vip';
import { listAll } from '@contract/projects';
import { toast } from '@src/app/shell/feedback';
import { fenToCurrency, formatDate } from '@src/lib/format';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { beginPayment } from '@src/features/payments/index';
import { confirmEdition, exchangeEdition, startEdition } from '../vip.queries';
import { usePayReturn } from '../pay-return';
import '../vip.css';

const MODE: Record<string, string> = { new: '开通', renew: '续费', upgrade: '升级', lower: '低于当前版本', free: '免费' };

export function EditionView({ focus }: { focus: 'people' | 'output' }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const projects = useApiQuery(listAll, { pageSize: 100 });
  const mine = (projects.data?.list ?? []).filter((p) => p.role === 'admin');
  const projectId = Number(params.get('projectId')) || mine[0]?.id || 0;
  const price = useApiQuery(v.editionPrice, { projectId }, { enabled: projectId > 0 });
  const [busy, setBusy] = useState('');
  const [code, setCode] = useState('');
  const here = `/mine/member/${focus}?projectId=${projectId}`;
  usePayReturn((outTradeNo) => confirmEdition({ outTradeNo }), '版本已生效');

  const buy = async (edition: 'pro' | 'flagship') => {
    setBusy(edition);
    try {
      const start = await startEdition({ projectId, edition });
      const next = beginPayment(start, here);
      if (next.paid) await price.refetch();
      else navigate(next.to, { replace: true });
    } catch {
      // the api client has shown the message
    } finally {
      setBusy('');
    }
  };

  const redeem = async () => {
    if (!code.trim()) return toast('请输入兑换码');
    setBusy('code');
    try {
      const r = await exchangeEdition({ x: code.trim(), projectId });
      toast(`已兑换${r.name}，有效期至${formatDate(r.endsAt)}`, 'success');
      setCode('');
    } catch {
      // shown
    } finally {
      setBusy('');
    }
  };

  const title = focus === 'people' ? '人数扩容' : '字库扩容';
  return (
    <PageLayout title={title} grey right={<span role="link" onClick={() => navigate('/mine/member/output-log')}>记录</span>}>
      <div className="zp-vip">
        <QueryView query={projects}>
          {() => (mine.length === 0 ? (
            <EmptyState title="您还没有管理的家族" description="创建家族后可为家族开通专业版、旗舰版" />
          ) : (
            <>
              <section className="zp-vip-section">
                <h3>选择家族</h3>
                <Selector columns={2} value={[projectId]} onChange={(x) => x[0] && setParams({ projectId: String(x[0]) }, { replace: true })}
                  options={mine.map((p) => ({ label: p.name, value: p.id }))} />
              </section>
              <QueryView query={price}>
                {(r) => (
                  <>
                    <div className="zp-vip-card" data-testid="edition-current">
                      <h2>{r.current.name}</h2>
                      <p>{r.current.endsAt ? `有效期至 ${formatDate(r.current.endsAt)}` : '免费版本'}</p>
                      <p>{focus === 'people' ? `成员上限 ${r.memberLimit} 人` : `书籍字库多 ${r.fontChars} 字`}</p>
                    </div>
                    <section className="zp-vip-section">
                      <h3>家族版本</h3>
                      {r.list.map((e) => (
                        <div key={e.id} className={`zp-edition${e.id === r.current.id ? ' zp-edition--on' : ''}`} data-testid={`edition-${e.id}`}>
                          <div className="zp-edition__row"><b>{e.name}</b><span className="zp-edition__price">{e.price ? `${fenToCurrency(e.price)}/年` : '免费'}</span></div>
                          <div className="zp-vip-muted" style={{ margin: '4px 0 8px' }}>{e.text}</div>
                          {(e.mode === 'new' || e.mode === 'renew' || e.mode === 'upgrade') && (e.id === 'pro' || e.id === 'flagship') && (
                            <div className="zp-edition__row">
                              <span className="zp-vip-muted">{e.mode === 'upgrade' ? `按剩余天数补差价，至${formatDate(e.endsAt)}` : `有效期至${formatDate(e.endsAt)}`}</span>
                              <Button size="small" color="primary" loading={busy === e.id} onClick={() => void buy(e.id as 'pro' | 'flagship')}>
                                {MODE[e.mode]} {fenToCurrency(e.pay)}
                              </Button>
                            </div>
                          )}
                          {e.mode === 'lower' && <div className="zp-vip-muted">{MODE.lower}</div>}
                        </div>
                      ))}
                    </section>
                    <section className="zp-vip-section">
                      <h3>兑换码</h3>
                      <div className="zp-edition__row">
                        <Input placeholder="请输入兑换码" value={code} onChange={setCode} maxLength={40} />
                        <Button size="small" style={{ flex: 'none' }} loading={busy === 'code'} onClick={() => void redeem()}>兑换</Button>
                      </div>
                    </section>
                  </>
                )}
              </QueryView>
            </>
          ))}
        </QueryView>
      </div>
    </PageLayout>
  );
}
