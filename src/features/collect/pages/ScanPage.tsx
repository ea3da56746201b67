/**
 * /pages/scan/index?q=: where a scanned or opened invite lands (采丁 share, 采集助手 bind, team, 认领族人 — accepted here). `q` is the token, or the
 * scanned link that carries it. Shows what the invite is, who sent it and until when; a used or expired one says
 * so. Accepting goes to the screen of the role (the household form, the assistant's page) — login first.
 */
import { Button, Result } from 'antd-mobile';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn, LOGIN } from '@src/app/guard';
import { cache, CACHE_KEYS } from '@src/lib/cache';
import * as c from '@contract/collect';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, LoadingState, errorText } from '@src/components/ui/States';
import { formatDate } from '@model/datetime';
import { useApiQuery } from '@src/lib/query';
import { acceptInvite } from '../collect.queries';

/** The token inside `q`: itself, or the `q` parameter of a scanned link. */
export function inviteToken(q: string): string {
  const m = /[?&]q=([^&#]+)/.exec(q);
  return m ? decodeURIComponent(m[1]) : q;
}

const KIND_NAMES: Record<c.InviteKind, string> = { collect: '采丁邀请', assist: '采集助手邀请', team: '团队邀请', bind: '绑定族人邀请' };

export default function ScanPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const logged = isLoggedIn(useAtomValue(userInfoAtom));
  const raw = useSearchParams()[0].get('q') ?? '';
  const q = inviteToken(raw);
  const inv = useApiQuery(c.inviteOpen, { q }, { enabled: q.length >= 8, retry: false, call: { silent: true } });
  let body: React.ReactNode;
  if (q.length < 8) body = <EmptyState title="无法识别的二维码" />;
  else if (inv.isPending) body = <LoadingState />;
  else if (inv.isError) body = <Result status="warning" title="邀请不可用" description={errorText(inv.error)} />;
  else {
    const x = inv.data;
    const go = x.kind === 'assist' ? `/clan/collect/assist-bind?id=${encodeURIComponent(q)}` : x.path;
    // a bind invite is accepted here (the path is the member's page, where he lands once bound)
    const onGo = x.kind !== 'bind' ? () => navigate(go)
      : !logged ? () => { cache.set(CACHE_KEYS.jumpUrl, `${location.pathname}?q=${encodeURIComponent(q)}`, { once: true }); navigate(LOGIN); }
      : () => void acceptInvite({ q }).then((r) => navigate(r.path, { replace: true }), () => undefined);
    body = (
      <>
        <Result status="info" title={x.title} description={`${x.inviter || '族亲'} ${x.kind === 'bind' ? `邀请您在「${x.projectName}」认领这位族人` : `邀请您参加「${x.projectName}」的${KIND_NAMES[x.kind]}`}，有效期至 ${formatDate(new Date(x.expiresAt))}`} />
        {x.kind === 'bind' && <p style={{ padding: '0 24px', color: 'var(--adm-color-weak)', fontSize: 13 }}>确认后，您将绑定为该族人本人，并成为该家族的成员</p>}
        <div className="cl-foot">
          <Button block color="primary" onClick={onGo}>{x.kind === 'collect' ? '填写我家的信息' : x.kind === 'bind' ? (logged ? '确认认领' : '登录后认领') : '接受邀请'}</Button>
        </div>
      </>
    );
  }
  return <PageLayout title="扫码结果" grey>{body}</PageLayout>;
}
