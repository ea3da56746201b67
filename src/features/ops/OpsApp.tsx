/**
 * `#/ops/*`, the operations console (运营后台): its own lazy chunk (route-config.tsx), outside the 750 px app column.
 * It runs the initial login like the app shell, then asks /ops/me: a non-staff user (msg 0) sees 无权限, a guest is
 * asked to log in, staff get the shell (OpsShell) with the screens of ops-screens.ts.
 */
import { useEffect } from 'react';
import { Button, ErrorBlock, SpinLoading } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionStateAtom, useAtomValue, userInfoAtom } from '@src/app/store';
import { HOME, isLoggedIn, LOGIN } from '@src/app/guard';
import { initialLogin } from '@src/features/accounts/index';
import { cache, CACHE_KEYS } from '@src/lib/cache';
import { isApiError } from '@src/lib/api-client';
import { useStaffMe } from './use-staff-me';
import { OpsShell } from './OpsShell';
import './ops.css';

export default function OpsApp() {
  const location = useLocation();
  const state = useAtomValue(sessionStateAtom);
  const user = useAtomValue(userInfoAtom);

  useEffect(() => {
    if (state === 'idle') void initialLogin(location.search).catch(() => {});
  }, [state, location.search]);

  if (state === 'failed') {
    return <OpsMessage title="无法连接服务器" text="请检查网络后重试" action={{ text: '重试', run: () => void initialLogin().catch(() => {}) }} />;
  }
  if (state !== 'ready' || !user) return <OpsLoading />;
  if (!isLoggedIn(user)) return <NeedLogin />;
  return <StaffGate userId={user.id} />;
}

function StaffGate({ userId }: { userId: number }) {
  const me = useStaffMe(userId, 0);
  if (me.isPending) return <OpsLoading />;
  if (me.isError) {
    if (isApiError(me.error) && me.error.code === 0) return <NoAccess />;
    return <OpsMessage title="加载失败" text={isApiError(me.error) ? me.error.msbox : '请稍后重试'} action={{ text: '重试', run: () => void me.refetch() }} />;
  }
  return <OpsShell me={me.data} />;
}

function NoAccess() {
  const navigate = useNavigate();
  return (
    <OpsMessage
      status="empty"
      title="无权限"
      text="运营后台仅限工作人员使用。如需开通，请联系超级管理员。"
      action={{ text: '返回首页', run: () => navigate(HOME, { replace: true }) }}
    />
  );
}

function NeedLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <OpsMessage
      title="请先登录"
      text="运营后台仅限工作人员使用，请用工作人员账号登录"
      action={{
        text: '去登录',
        run: () => {
          cache.set(CACHE_KEYS.jumpUrl, location.pathname, { once: true });
          navigate(LOGIN, { replace: true });
        },
      }}
    />
  );
}

function OpsLoading() {
  return (
    <div className="zp-ops-center">
      <SpinLoading color="primary" />
    </div>
  );
}

function OpsMessage(p: { title: string; text: string; status?: 'default' | 'empty' | 'disconnected'; action: { text: string; run: () => void } }) {
  return (
    <div className="zp-ops-center" role="main">
      <ErrorBlock status={p.status ?? 'default'} title={<h1 className="zp-ops-center__title">{p.title}</h1>} description={p.text}>
        <Button color="primary" onClick={p.action.run}>{p.action.text}</Button>
      </ErrorBlock>
    </div>
  );
}
