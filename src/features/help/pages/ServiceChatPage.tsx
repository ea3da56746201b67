/** /mine/contact/chat: opens the user's 客服 conversation (one per user) and shows it in the chat room. */
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { openService } from '../help.queries';

export default function ServiceChatPage() {
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let gone = false;
    openService({}).then((c) => { if (!gone) navigate(`/pages/chat/index?id=${c.id}`, { replace: true }); }, (e) => { if (!gone) setError(e); });
    return () => { gone = true; };
  }, [navigate, attempt]);
  return (
    <PageLayout title="在线客服">
      {error ? <ErrorState error={error} onRetry={() => { setError(null); setAttempt(attempt + 1); }} /> : <LoadingState text="正在连接客服" />}
    </PageLayout>
  );
}
