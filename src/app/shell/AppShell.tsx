/**
 * The shell around every page: the 750 px column (or the whole window for the tree, 3D and PDF viewers), the
 * navigation guard, the page error boundary, the loading indicator and the tab bar.
 */
import { Suspense, useEffect, useEffectEvent, useMemo } from 'react';
import { matchRoutes, Outlet, useLocation, useNavigate, Navigate, type RouteObject } from 'react-router-dom';
import { Button, DotLoading, ErrorBlock, Result } from 'antd-mobile';
import { useAtomValue } from '@src/app/store';
import { decide, HOME, LOGIN } from '../guard';
import { sessionStateAtom, userInfoAtom } from '../store';
import type { RouteHandle } from '../route-objects';
import { initialLogin } from '@src/features/accounts/session';
import { cache, CACHE_KEYS } from '@src/lib/cache';
import { PageLayout } from '@src/components/ui/PageLayout';
import { clearDialogs, confirm } from './feedback';
import { LoadingIndicator } from './LoadingIndicator';
import { PageErrorBoundary } from './PageErrorBoundary';
import { isTabPath, TabBarNav } from './TabBarNav';

export const LOGIN_QUESTION = '您还没有登录，是否现在登录?';

export function AppShell({ pages }: { pages: RouteObject[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const handle = useMemo(() => matchRoutes(pages, location.pathname)?.at(-1)?.route.handle as RouteHandle | undefined, [pages, location.pathname]);
  const entry = handle?.entry;
  const user = useAtomValue(userInfoAtom);
  const state = useAtomValue(sessionStateAtom);

  useEffect(() => {
    if (state === 'idle') void initialLogin(location.search).catch(() => {});
  }, [state, location.search]);

  const decision = decide({
    path: location.pathname,
    search: location.search,
    // the fallback route only redirects to not-found, which everyone may see
    route: handle?.kind === 'fallback' ? { access: 'public', skipAuth: true } : entry,
    user,
    ready: state === 'ready',
    failed: state === 'failed',
    fromRoot: location.pathname === '/' && location.key === 'default',
  });

  const leave = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(HOME, { replace: true });
  };

  // The answer to the login prompt, read with the values of the moment it comes (not those of when it opened).
  const onAnswer = useEffectEvent((ok: boolean) => {
    if (ok) {
      if (decision.kind === 'ask-login') cache.set(CACHE_KEYS.jumpUrl, decision.jumpUrl, { once: true });
      navigate(LOGIN, { replace: true });
    } else {
      leave();
    }
  });

  // Ask a guest on an [auth] page to log in (once per visit of the page).
  useEffect(() => {
    if (decision.kind !== 'ask-login') return;
    let open = true;
    void confirm({ content: LOGIN_QUESTION, cancelText: '我再想想', confirmText: '确定登录' }).then((ok) => {
      if (!open) return; // closed because the page was left
      open = false;
      onAnswer(ok);
    });
    // Leaving the page another way (back button, a link) closes the prompt.
    return () => {
      if (!open) return;
      open = false;
      clearDialogs();
    };
  }, [decision.kind, location.key]);

  let body: React.ReactNode;
  switch (decision.kind) {
    case 'redirect':
      body = <Navigate to={decision.to} replace />;
      break;
    case 'wait':
      body = <Splash />;
      break;
    case 'failed':
      body = (
        <div className="zp-center-page">
          <ErrorBlock status="disconnected" title="无法连接服务器" description="请检查网络后重试">
            <Button color="primary" onClick={() => void initialLogin(location.search).catch(() => {})}>
              重试
            </Button>
          </ErrorBlock>
        </div>
      );
      break;
    case 'ask-login':
      body = (
        <PageLayout title={entry?.title ?? '需要登录'}>
          <Result status="info" title="需要登录" description="登录后即可查看此页面" />
          <div className="zp-actions">
            <Button
              block
              color="primary"
              onClick={() => {
                cache.set(CACHE_KEYS.jumpUrl, decision.jumpUrl, { once: true });
                navigate(LOGIN, { replace: true });
              }}
            >
              去登录
            </Button>
          </div>
        </PageLayout>
      );
      break;
    default:
      body = (
        <PageErrorBoundary key={location.pathname} onLeave={leave}>
          <Suspense fallback={<Splash small />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      );
  }

  const full = !!entry?.fullWindow;
  const tab = isTabPath(location.pathname) && decision.kind === 'allow';
  return (
    <div className={full ? 'zp-app zp-app--full' : 'zp-app'}>
      <div className={full ? 'zp-column zp-column--full' : `zp-column${tab ? ' zp-column--tabbed' : ''}`}>
        {body}
        {tab && <TabBarNav path={location.pathname} />}
      </div>
      <LoadingIndicator />
    </div>
  );
}

function Splash({ small }: { small?: boolean }) {
  return (
    <div className={small ? 'zp-splash zp-splash--small' : 'zp-splash'}>
      <DotLoading color="primary" />
      {!small && <div className="zp-splash__title">族谱</div>}
      <div className="zp-splash__text">{small ? '页面加载中…' : '正在进入…'}</div>
    </div>
  );
}
