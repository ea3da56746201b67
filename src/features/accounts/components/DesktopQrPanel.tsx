/**
 * 扫码登录 (desktop side): shows a login code for a logged-in phone to scan, polls its status every 2 s, and logs in
 * when the phone confirms. The code is shown as a QR image (src/lib/qr) with its link as text below.
 */
import { useEffect, useEffectEvent } from 'react';
import { Button, Result, SpinLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { copyText } from '@src/app/shell/feedback';
import { ErrorState } from '@src/components/ui/States';
import { QrCode } from '@src/components/ui/QrCode';
import { useFinishLogin } from './use-finish-login';
import { accountsQueries } from '../accounts.queries';

export function DesktopQrPanel() {
  const finish = useFinishLogin();
  const created = useQuery(accountsQueries.scanCode());
  const code = created.data?.code;
  const status = useQuery({
    ...accountsQueries.scanStatus(code ?? ''),
    enabled: !!code,
    refetchInterval: (q) => (q.state.data && ['confirmed', 'consumed', 'expired'].includes(q.state.data.status) ? false : 2000),
    gcTime: 0,
  });
  const s = status.data?.status;

  const user = status.data?.userInfo;
  const onConfirmed = useEffectEvent(() => {
    if (user) finish(user, '扫码登录成功');
  });
  useEffect(() => {
    if (s === 'confirmed') onConfirmed();
  }, [s]);

  if (created.isPending) {
    return (
      <div className="zp-center-page" style={{ minHeight: 240 }}>
        <SpinLoading color="primary" />
      </div>
    );
  }
  if (created.isError) return <ErrorState error={created.error} onRetry={() => void created.refetch()} />;
  const { qrText } = created.data;
  const dead = s === 'expired' || s === 'consumed';
  return (
    <div className="zp-section" style={{ textAlign: 'center' }}>
      {dead ? (
        <Result status="warning" title="二维码已失效" description="二维码有效期为 2 分钟，请刷新后重新扫码" />
      ) : s === 'scanned' ? (
        <Result status="success" title="已扫描" description="请在手机上点击“确认登录”" />
      ) : (
        <>
          <QrCode text={qrText} size={200} />
          <p className="zp-muted">请使用已登录族谱的手机扫描二维码登录</p>
        </>
      )}
      {!dead && (
        <div className="zp-link-text" style={{ marginTop: 8 }} onClick={() => void copyText(qrText)}>
          或在手机上打开：{qrText}（点击复制）
        </div>
      )}
      <Button style={{ marginTop: 16 }} size="small" onClick={() => void created.refetch()}>
        刷新二维码
      </Button>
    </div>
  );
}
