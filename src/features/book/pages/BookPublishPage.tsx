/** /clan/book/publish?id=: publish a confirmed sample as the clan's e-book (replaces an earlier one). */
import { useState } from 'react';
import { Button, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { samplePreview } from '@contract/print';
import { useApiQuery } from '@src/lib/query';
import { confirm } from '@src/app/shell/feedback';
import { useBookIds, publishSample } from '../book.queries';
import { SamplePage } from '../components/SamplePage';
import '../book.css';
import { countLabel } from '@layouts/pdf/page-count';

export default function BookPublishPage() {
  const navigate = useNavigate();
  const { id } = useBookIds();
  const q = useApiQuery(samplePreview, { id: id ?? 0 }, { enabled: !!id });
  const [busy, setBusy] = useState(false);
  const publish = async (sampleId: number, again: boolean) => {
    if (again && !(await confirm('这个家族已发布过电子书，重新发布将用这份样本替换，确定吗？'))) return;
    setBusy(true);
    try {
      const r = await publishSample({ id: sampleId });
      navigate(`/clan/book/publish-success?bookId=${r.bookId}`, { replace: true });
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <SamplePage title="发布家谱书" id={id} query={q}>
      {(s, sampleId) => (
        <>
          <List>
            <List.Item extra={s.name}>样本</List.Item>
            <List.Item extra={s.plan.formatName}>版式</List.Item>
            <List.Item extra={countLabel(s.job)}>篇幅</List.Item>
            <List.Item extra={s.confirmed ? '已确认' : '未确认'}>状态</List.Item>
          </List>
          <div className="book-muted">发布后，能查看本家族的人可在“电子族谱”中阅读；公开的家族所有人可读。</div>
          {s.confirmed ? (
            <Button block color="primary" loading={busy} onClick={() => void publish(sampleId, !!s.bookId)}>{s.bookId ? '重新发布' : '发布'}</Button>
          ) : (
            <Button block onClick={() => navigate(`/clan/book/sample-confirm?id=${s.id}`)}>先确认样本</Button>
          )}
        </>
      )}
    </SamplePage>
  );
}
