/**
 * /mine/person/rahmen: avatar frames and catalogue avatars — free ones to wear at once, paid ones bought through the
 * sandbox pay page, VIP-only ones while VIP runs; dress up and take off. The preview shows how I look everywhere.
 */
import { useState } from 'react';
import { Button, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as v from '@contract/vip';
import type { AvatarItem } from '@contract/vip';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { toast } from '@src/app/shell/feedback';
import { fenToCurrency } from '@src/lib/format';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { beginPayment } from '@src/features/payments/index';
import { Avatar, FrameRing, ItemFace } from '../components/Avatar';
import { avatarDown, avatarUp, confirmAvatar, confirmFrame, frameDown, frameUp, startAvatar, startFrame } from '../vip.queries';
import { usePayReturn } from '../pay-return';
import '../vip.css';

export default function RahmenPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: v.AvatarKind = params.get('tab') === 'avatar' ? 'avatar' : 'frame';
  const user = useAtomValue(userInfoAtom);
  const list = useApiQuery(tab === 'frame' ? v.frameList : v.avatarList, {});
  const [busy, setBusy] = useState(0);
  usePayReturn((outTradeNo) => (tab === 'frame' ? confirmFrame({ outTradeNo }) : confirmAvatar({ outTradeNo })), '购买成功，可以佩戴了');

  const act = async (id: number, run: () => Promise<unknown>, done: string) => {
    setBusy(id);
    try {
      await run();
      toast(done, 'success');
    } catch {
      // the api client has shown the message
    } finally {
      setBusy(0);
    }
  };

  const buy = (i: AvatarItem) => act(i.id, async () => {
    const start = await (tab === 'frame' ? startFrame({ itemId: i.id }) : startAvatar({ itemId: i.id }));
    const next = beginPayment(start, `/mine/person/rahmen?tab=${tab}`);
    if (next.paid) await list.refetch();
    else navigate(next.to, { replace: true });
  }, '已提交');

  const button = (i: AvatarItem) => {
    if (i.dressed) {
      return <Button size="mini" loading={busy === i.id} onClick={() => void act(i.id, () => (tab === 'frame' ? frameDown({}) : avatarDown({})), '已取下')}>取下</Button>;
    }
    if (i.owned) {
      const up = () => (tab === 'frame' ? frameUp({ id: i.id }) : avatarUp({ x: i.id }));
      return <Button size="mini" color="primary" loading={busy === i.id} onClick={() => void act(i.id, up, '已佩戴')}>佩戴</Button>;
    }
    if (i.vipOnly) return <Button size="mini" color="warning" onClick={() => navigate('/mine/member/vip')}>开通会员</Button>;
    return <Button size="mini" color="danger" fill="outline" loading={busy === i.id} onClick={() => void buy(i)}>购买 {fenToCurrency(i.price)}</Button>;
  };

  return (
    <PageLayout title="头像框" grey>
      <Tabs activeKey={tab} onChange={(k) => setParams(k === 'avatar' ? { tab: 'avatar' } : {}, { replace: true })}>
        <Tabs.Tab title="头像框" key="frame" />
        <Tabs.Tab title="头像" key="avatar" />
      </Tabs>
      <div className="zp-vip">
        <QueryView query={list}>
          {(r) => (
            <>
              <section className="zp-vip-section" style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
                <Avatar userId={user?.id} name={user?.nickname} photo={user?.photo} dress={r.dress} size={64} />
                <div>
                  <b>{user?.nickname}</b>
                  <div className="zp-vip-muted">装扮会显示在聊天、评论等处{r.isVip ? '' : '；会员专属装扮需开通会员'}</div>
                </div>
              </section>
              <div className="zp-items">
                {r.list.map((i) => (
                  <div key={i.id} className={`zp-item${i.dressed ? ' zp-item--on' : ''}`} data-testid={`item-${i.id}`}>
                    {i.kind === 'frame' ? (
                      <FrameRing id={i.id} size={52}>
                        <span className="zp-face__glyph" style={{ width: 52, height: 52, fontSize: 22 }}>{[...(user?.nickname || '族')][0]}</span>
                      </FrameRing>
                    ) : <ItemFace id={i.id} size={56} />}
                    <b>{i.name}</b>
                    <small>{i.dressed ? '佩戴中' : i.owned ? '已拥有' : i.vipOnly ? '会员专属' : fenToCurrency(i.price)}</small>
                    {button(i)}
                  </div>
                ))}
              </div>
            </>
          )}
        </QueryView>
      </div>
    </PageLayout>
  );
}
