/**
 * /pages/other/h5-auto?code=&hcSceneId=&share=: the page a WeChat authorisation returns to. It logs in with the code
 * (retrying once after 3 s, spec §4) and goes on to the remembered jumpUrl; it skips the auth guard.
 */
import { useEffect, useEffectEvent, useState } from 'react';
import { Button, Result } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { LoadingState } from '@src/components/ui/States';
import { useFinishLogin } from '../components/use-finish-login';
import { socialLogin, type SocialLoginResult } from '../social-login';
import { loginByWx } from '../accounts.queries';

export default function H5AutoPage() {
  const [params] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const hcSceneId = params.get('hcSceneId') ?? undefined;
  const share = params.get('share') ?? undefined;
  const finish = useFinishLogin();
  const [result, setResult] = useState<SocialLoginResult | null>(null);

  // The login runs once per code; the other query params and the finish routine are read when it starts.
  const start = useEffectEvent(() => ({ hcSceneId, share, finish }));
  useEffect(() => {
    if (!code) return;
    let live = true;
    const { hcSceneId, share, finish } = start();
    void socialLogin(
      { code, hcSceneId, share },
      {
        login: (p) => loginByWx(p, { silent: true }),
        sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
        toast: (t) => toast(t),
      },
    ).then((r) => {
      if (!live) return;
      if (r.kind === 'ok') finish(r.user);
      else setResult(r);
    });
    return () => {
      live = false;
    };
  }, [code]);

  let body;
  if (!code) body = <Result status="warning" title="缺少授权码" description="请从微信重新打开本页面" />;
  else if (!result) body = <LoadingState text="正在登录…" />;
  else if (result.kind === 'scene-notice')
    body = <Result status="info" title="当前页面无法直接显示" description="请点击下方“进入小程序”继续使用" />;
  else if (result.kind === 'failed') body = <Result status="error" title="登录失败" description={result.reason} />;

  return (
    <PageLayout title="登录">
      {body}
      <div className="zp-actions">
        {result?.kind === 'scene-notice' ? (
          <Button block color="primary" onClick={() => window.location.replace('#/pages/index/index')}>
            进入小程序
          </Button>
        ) : (
          result && (
            <Button block color="primary" onClick={() => window.location.replace('#/pages/account/index')}>
              使用手机号登录
            </Button>
          )
        )}
      </div>
    </PageLayout>
  );
}
