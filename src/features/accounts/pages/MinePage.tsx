/** /mine/index: the personal centre — avatar, nickname, masked phone, wallet balance and the menu. */
import { useEffect, useEffectEvent, useState } from 'react';
import { Button, List } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fenToCurrency, maskPhone } from '@src/lib/format';
import { toast } from '@src/app/shell/feedback';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn, LOGIN } from '@src/app/guard';
import { rememberReturn } from '../session';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ChargeSheet, useBalance } from '@src/features/payments/index';
import { confirmCharge } from '@src/features/payments/payments.queries';
import { MineStats } from '@src/features/growth/index';
import { Avatar } from '@src/features/vip/index';

const MENU: { to: string; text: string }[] = [
  { to: '/mine/person/person', text: '个人资料' },
  { to: '/mine/person/index', text: '个人主页' },
  { to: '/mine/order/index', text: '我的订单' },
  { to: '/mine/message/index', text: '消息中心' },
  { to: '/mine/member/vip', text: 'VIP会员' },
  { to: '/mine/task/index', text: '任务中心' },
  { to: '/mine/hongbao/index', text: '我的红包' },
  { to: '/mine/task/coin', text: '金币与提现' },
  { to: '/mine/grade/index', text: '我的等级' },
  { to: '/mine/agent/index', text: '推广中心' },
  { to: '/mine/download', text: '我的下载' },
  { to: '/mine/address/index', text: '收货地址' },
  { to: '/mine/contact/index', text: '联系客服' },
  { to: '/mine/set/feedback', text: '意见反馈' },
];

export default function MinePage() {
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const member = isLoggedIn(user);
  const balance = useBalance();
  const [charge, setCharge] = useState(false);
  const [params, setParams] = useSearchParams();

  // Back from the pay page: confirm the recharge by outTradeNo.
  const payResult = params.get('payResult');
  const outTradeNo = params.get('outTradeNo');
  const clearResult = useEffectEvent(() => setParams({}, { replace: true }));
  useEffect(() => {
    if (!payResult || !outTradeNo) return;
    clearResult();
    if (payResult !== 'paid') return toast('已取消充值');
    // confirmCharge invalidates the balance
    confirmCharge({ outTradeNo }).then((r) => toast(r.paid ? '充值成功' : '支付尚未完成', r.paid ? 'success' : undefined), () => {});
  }, [payResult, outTradeNo]);

  return (
    <PageLayout title="我的" noBack grey right={<a onClick={() => navigate('/mine/set/set')}>设置</a>}>
      <section className="zp-mine-head" onClick={() => { if (!member) rememberReturn('/mine/index'); navigate(member ? '/mine/person/person' : LOGIN); }} role="button">
        <Avatar userId={member ? user?.id : null} photo={member ? user?.photo : ''} name={member ? user?.nickname : '游'} size={56} />
        <div className="zp-grow">
          {member ? (
            <>
              <div className="zp-mine-head__name">{user?.nickname || '未设置昵称'}</div>
              <div className="zp-mine-head__sub">
                {user?.phone ? maskPhone(user.phone) : '未绑定手机号'} · {user?.level.name}
              </div>
            </>
          ) : (
            <>
              <div className="zp-mine-head__name">点击登录</div>
              <div className="zp-mine-head__sub">登录后可管理家族、同步族谱</div>
            </>
          )}
        </div>
        <span aria-hidden>›</span>
      </section>
      {member && <MineStats />}
      {member && (
        <div className="zp-wallet">
          <div className="zp-wallet__item" onClick={() => void balance.refetch()}>
            <div className="zp-wallet__num">{balance.isPending ? '…' : balance.isError ? '—' : fenToCurrency(balance.data?.clanBalance ?? 0)}</div>
            <div className="zp-wallet__label">钱包余额{balance.isError ? '（点击重试）' : ''}</div>
          </div>
          <div className="zp-wallet__item">
            <Button size="small" color="primary" fill="outline" onClick={() => setCharge(true)}>
              充值
            </Button>
          </div>
        </div>
      )}
      <List>
        {MENU.map((m) => (
          <List.Item key={m.to} onClick={() => navigate(m.to)}>
            {m.text}
          </List.Item>
        ))}
      </List>
      <List style={{ marginTop: 8 }}>
        <List.Item onClick={() => navigate('/mine/set/set')}>设置</List.Item>
        <List.Item onClick={() => navigate('/mine/set/about')}>关于我们</List.Item>
      </List>
      {member && (
        <ChargeSheet
          visible={charge}
          onClose={() => setCharge(false)}
          returnTo="/mine/index"
          onPaid={() => {
            toast('充值成功', 'success');
            void balance.refetch();
          }}
        />
      )}
    </PageLayout>
  );
}
