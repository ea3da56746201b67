/** /clan/collect/assist-bind?id=<invite>: accept a 采集助手 invite (the phone it was sent to must be the login's). */
import { Button, Result } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/collect';
import { PageLayout } from '@src/components/ui/PageLayout';
import { LoadingState, errorText } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { acceptInvite } from '../collect.queries';

export default function AssistBindPage() {
  const navigate = useNavigate();
  const q = useSearchParams()[0].get('id') ?? '';
  const inv = useApiQuery(c.inviteOpen, { q }, { enabled: q.length >= 8, retry: false, call: { silent: true } });
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      const r = await acceptInvite({ q });
      navigate(r.path, { replace: true });
    } catch { /* shown */ } finally { setBusy(false); }
  };
  let body: React.ReactNode;
  if (inv.isPending && q.length >= 8) body = <LoadingState />;
  else if (inv.isError || q.length < 8) body = <Result status="warning" title="邀请不可用" description={inv.error ? errorText(inv.error) : '邀请码无效'} />;
  else body = (
    <>
      <Result status="info" title={inv.data!.title} description={`${inv.data!.inviter} 邀请您成为「${inv.data!.projectName}」的采集助手，替族人填写家庭信息`} />
      <div className="cl-foot"><Button block color="primary" loading={busy} onClick={() => void accept()}>接受邀请</Button></div>
    </>
  );
  return <PageLayout title="成为采集助手" grey>{body}</PageLayout>;
}
