/** /pages/account/scan?code=: a logged-in phone confirms a desktop's QR login. */
import { useEffect, useState } from 'react';
import { Button, Result } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { QrStatus } from '@contract/accounts';
import { isApiError } from '@src/lib/api-client';
import { scanDesktopLogin } from '../accounts.queries';
import { cache, CACHE_KEYS } from '@src/lib/cache';
import { userInfoAtom, sessionStateAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn, LOGIN } from '@src/app/guard';
import { PageLayout } from '@src/components/ui/PageLayout';
import { LoadingState } from '@src/components/ui/States';
import { HOME_PATH } from '@src/components/ui/use-back';

type View = { kind: 'loading' } | { kind: 'status'; status: QrStatus } | { kind: 'error'; text: string } | { kind: 'done' };

export default function ScanLoginPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAtomValue(userInfoAtom);
  const ready = useAtomValue(sessionStateAtom) === 'ready';
  const member = isLoggedIn(user);
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!code || !member) return;
    let live = true;
    scanDesktopLogin({ code }, { silent: true }).then(
      (r) => live && setView({ kind: 'status', status: r.status }),
      (e) => live && setView({ kind: 'error', text: isApiError(e) ? e.msbox : '二维码无效' }),
    );
    return () => {
      live = false;
    };
  }, [code, member]);

  const home = () => navigate(HOME_PATH, { replace: true });

  let body: React.ReactNode;
  if (!code) body = <Result status="error" title="二维码无效" description="没有找到登录码，请重新扫描电脑上的二维码" />;
  else if (!ready) body = <LoadingState />;
  else if (!member)
    body = (
      <>
        <Result status="info" title="请先登录" description="手机上登录族谱账号后，才能确认电脑端登录" />
        <div className="zp-actions">
          <Button
            block
            color="primary"
            onClick={() => {
              cache.set(CACHE_KEYS.jumpUrl, location.pathname + location.search, { once: true });
              navigate(LOGIN);
            }}
          >
            去登录
          </Button>
        </div>
      </>
    );
  else if (view.kind === 'loading') body = <LoadingState />;
  else if (view.kind === 'error') body = <Result status="error" title="无法确认登录" description={view.text} />;
  else if (view.kind === 'done') body = <Result status="success" title="已确认登录" description="电脑端将自动登录，您可以关闭此页面" />;
  else if (view.status === 'expired' || view.status === 'consumed')
    body = <Result status="warning" title="二维码已失效" description="请在电脑上刷新二维码后重新扫描" />;
  else
    body = (
      <>
        <Result status="info" title="电脑端登录确认" description={`即将在电脑上登录账号「${user?.nickname || user?.phone || ''}」，如非本人操作请取消`} />
        <div className="zp-actions">
          <Button
            block
            color="primary"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              try {
                await scanDesktopLogin({ code, confirm: true });
                setView({ kind: 'done' });
              } catch {
                /* shown */
              } finally {
                setBusy(false);
              }
            }}
          >
            确认登录
          </Button>
          <Button block onClick={home}>
            取消
          </Button>
        </div>
      </>
    );

  return (
    <PageLayout title="扫码登录" onBack={home}>
      {body}
      {(view.kind === 'done' || view.kind === 'error' || !code) && (
        <div className="zp-actions">
          <Button block onClick={home}>
            回到首页
          </Button>
        </div>
      )}
    </PageLayout>
  );
}
