/**
 * /pages/scan/index?q=: where a scanned or opened invite lands (采丁 share, 采集助手 bind). `q` is the token, or the
 * scanned link that carries it. Shows what the invite is, who sent it and until when; a used or expired one says
 * so. Accepting goes to the screen of the role (the household form, the assistant's page) — login first.
 */
import { Button, Result } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/collect';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, LoadingState, errorText } from '@src/components/ui/States';
import { formatDate } from '@model/datetime';
import { useApiQuery } from '@src/lib/query';

/** The token inside `q`: itself, or the `q` parameter of a scanned link. */
export function inviteToken(q: string): string {
  const m = /[?&]q=([^&#]+)/.exec(q);
  return m ? decodeURIComponent(m[1]) : q;
}

const KIND_NAMES: Record<c.InviteKind, string> = { collect: '采丁邀请', assist: '采集助手邀请', team: '团队邀请', bind: '绑定族人邀请' };

export default function ScanPage() {
  const navigate = useNavigate();
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
    body = (
      <>
        <Result status="info" title={x.title} description={`${x.inviter || '族亲'} 邀请您参加「${x.projectName}」的${KIND_NAMES[x.kind]}，有效期至 ${formatDate(new Date(x.expiresAt))}`} />
        <div className="cl-foot">
          <Button block color="primary" onClick={() => navigate(go)}>{x.kind === 'collect' ? '填写我家的信息' : '接受邀请'}</Button>
        </div>
      </>
    );
  }
  return <PageLayout title="扫码结果" grey>{body}</PageLayout>;
}
