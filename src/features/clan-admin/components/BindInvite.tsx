/**
 * 邀请认领: the admin picks a member on the tree search and makes a one-time link / QR code (7 days); whoever accepts
 * it on the scan page is bound to that member as 本人 without a review.
 */
import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { copyText } from '@src/app/shell/feedback';
import { QrCode } from '@src/components/ui/QrCode';
import { inviteBind } from '../clan-admin.queries';
import { MemberSearch } from './MemberSearch';

const linkOf = (path: string) => `${location.origin}${location.pathname}#${path}`;

export function BindInvite({ clanId }: { clanId: number }) {
  const [picking, setPicking] = useState(false);
  const [made, setMade] = useState<{ path: string; memberName: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const make = async (memberId: number) => {
    setPicking(false);
    setBusy(true);
    try { setMade(await inviteBind({ memberId })); } catch { /* the message is shown */ } finally { setBusy(false); }
  };
  return (
    <div style={{ padding: '12px 16px' }}>
      <Button block color="primary" fill="outline" loading={busy} onClick={() => { setMade(null); setPicking(true); }}>邀请族人认领</Button>
      {made && (
        <div style={{ textAlign: 'center', paddingTop: 12 }}>
          <QrCode text={linkOf(made.path)} size={180} label="认领二维码" />
          <p className="ca-muted">请「{made.memberName}」本人扫码或打开链接，确认后即绑定为该成员；7 天内有效，仅可使用一次</p>
          <Button block color="primary" onClick={() => void copyText(linkOf(made.path))}>复制认领链接</Button>
        </div>
      )}
      <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ height: '70vh', overflow: 'auto' }}>
        <div style={{ padding: '12px 16px 4px', fontWeight: 600 }}>选择要邀请认领的族人</div>
        <MemberSearch clanId={clanId} onPick={(h) => void make(h.id)} />
      </Popup>
    </div>
  );
}
