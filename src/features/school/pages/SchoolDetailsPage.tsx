/**
 * /school/details?id=: a course — lessons in order (试看 / 已学 / 锁定), 购买课程 through 模拟支付 (confirmed on return),
 * and the open lesson (?lesson=) with its text and video, 学完了 marking progress.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, List, ProgressBar } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as s from '@contract/school';
import { toast } from '@src/app/shell/feedback';
import { beginPayment } from '@src/features/payments/index';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { fenToCurrency, secondsToTime } from '@src/lib/format/numbers';
import { useApiQuery } from '@src/lib/query';
import { courseBuy, courseConfirm, lessonDone } from '../school.queries';
import '../school.css';

function LessonView({ id }: { id: number }) {
  const q = useApiQuery(s.schoolLessonGet, { id });
  if (q.isPending) return <LoadingState />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const l = q.data;
  return (
    <div className="zp-school-section" data-testid="lesson-view">
      <h3>第{l.seq}课 {l.title}</h3>
      {l.video && <video src={l.video} controls playsInline style={{ width: '100%' }} />}
      <div className="zp-school-body" dangerouslySetInnerHTML={{ __html: l.body }} />
      <Button block color={l.done ? 'default' : 'primary'} disabled={l.done} onClick={() => void lessonDone({ id: l.id }).then(() => toast('已记录学习进度', 'success'), () => {})}>
        {l.done ? '已学完' : '学完了'}
      </Button>
    </div>
  );
}

export default function SchoolDetailsPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || 0;
  const lesson = Number(params.get('lesson')) || 0;
  const q = useApiQuery(s.schoolCourseGet, { id }, { enabled: id > 0 });
  const [busy, setBusy] = useState(false);
  const confirmed = useRef('');
  const outTradeNo = params.get('outTradeNo') ?? '';
  const payResult = params.get('payResult');
  useEffect(() => {
    if (!outTradeNo || confirmed.current === outTradeNo) return;
    confirmed.current = outTradeNo;
    const clean = () => setParams({ id: String(id) }, { replace: true });
    if (payResult !== 'paid') { clean(); return; }
    courseConfirm({ outTradeNo }).then((r) => toast(r.paid ? '购买成功，开始学习吧' : '尚未支付成功', r.paid ? 'success' : undefined)).catch(() => {}).finally(clean);
  }, [outTradeNo, payResult, id, setParams]);

  const buy = async () => {
    setBusy(true);
    try {
      const start = await courseBuy({ id });
      const next = beginPayment(start, `/school/details?id=${id}`);
      if (next.paid) toast('购买成功', 'success');
      else navigate(next.to, { replace: true });
    } catch { /* shown */ } finally {
      setBusy(false);
    }
  };

  if (!id || q.isError) return <PageLayout title="课程"><ErrorState error={q.error ?? new Error('课程不存在')} onRetry={() => void q.refetch()} /></PageLayout>;
  if (q.isPending) return <PageLayout title="课程"><LoadingState /></PageLayout>;
  const cr = q.data;
  const pct = cr.lessonCount ? Math.round((cr.doneCount / cr.lessonCount) * 100) : 0;
  return (
    <PageLayout title="课程" grey>
      <div className="zp-school-section">
        <h2 style={{ margin: '0 0 6px', fontSize: 18 }}>{cr.title}</h2>
        {cr.summary && <p style={{ color: '#555' }}>{cr.summary}</p>}
        <div className="zp-school-muted">已学 {cr.doneCount}/{cr.lessonCount}</div>
        <div className="zp-school-progress"><ProgressBar percent={pct} /></div>
        {!cr.purchased && <Button block color="primary" loading={busy} disabled={busy} onClick={() => void buy()}>购买课程 {fenToCurrency(cr.price)}</Button>}
      </div>
      {lesson > 0 && <LessonView id={lesson} />}
      <List header="课时">
        {cr.lessons.map((l) => (
          <List.Item
            key={l.id}
            description={`${l.duration ? `${secondsToTime(l.duration)} · ` : ''}${l.done ? '已学' : l.locked ? '购买后可学' : l.free && !cr.purchased ? '试看' : '未学'}`}
            onClick={() => (l.locked ? toast('购买课程后可学习') : setParams({ id: String(id), lesson: String(l.id) }))}
          >
            第{l.seq}课 {l.title}
          </List.Item>
        ))}
      </List>
    </PageLayout>
  );
}
