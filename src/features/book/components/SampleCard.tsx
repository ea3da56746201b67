/** One sample in the list: plan, generation progress and what can be done with it. */
import { Button, Tag } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { type Sample } from '@contract/print';
import { confirm, toast } from '@src/app/shell/feedback';
import { ProgressBarLine } from '@src/components/ui/ProgressBarLine';
import { jobView } from '../job';
import { deleteSample } from '../book.queries';
import { countLabel } from '@layouts/pdf/page-count';

export function SampleCard({ sample, canManage, onChanged }: { sample: Sample; canManage: boolean; onChanged: () => void }) {
  const navigate = useNavigate();
  const job = jobView(sample.job);
  const remove = async () => {
    if (!(await confirm({ title: '删除样本', content: `确定删除“${sample.name}”及其文件吗？删除后不能恢复。`, confirmText: '删除', danger: true }))) return;
    try {
      await deleteSample({ id: sample.id });
      toast('已删除', 'success');
      onChanged();
    } catch {
      /* shown */
    }
  };
  return (
    <div className="book-card">
      <div className="book-card__title">
        {sample.name} {sample.confirmed && <Tag color="success">已确认</Tag>} {sample.bookId && <Tag color="primary">已发布</Tag>}
      </div>
      <div className="book-muted">
        {sample.plan.formatName} · {sample.plan.generations ? `${sample.plan.generations}世` : '全部世代'} · {sample.cover.typeName} · {sample.plan.paper}
        {job.done && ` · ${countLabel(sample.job)}`}
      </div>
      {job.active && <ProgressBarLine percent={job.percent} label={job.text} />}
      {job.failed && <div className="book-muted" style={{ color: 'var(--adm-color-danger)' }}>{job.text}</div>}
      <div className="book-actions">
        {job.active && <Button size="small" onClick={() => navigate(`/clan/book/create-detail?id=${sample.id}&projectId=${sample.projectId}`)}>查看进度</Button>}
        {job.done && <Button size="small" onClick={() => navigate(`/clan/book/read?sampleId=${sample.id}`)}>预览</Button>}
        {job.done && <Button size="small" onClick={() => navigate(`/clan/book/download?id=${sample.id}`)}>下载</Button>}
        {job.done && canManage && !sample.confirmed && (
          <Button size="small" color="primary" onClick={() => navigate(`/clan/book/sample-confirm?id=${sample.id}`)}>确认样本</Button>
        )}
        {sample.confirmed && canManage && (
          <>
            <Button size="small" color="primary" onClick={() => navigate(`/clan/book/order-create?sampleId=${sample.id}`)}>印刷下单</Button>
            <Button size="small" onClick={() => navigate(`/clan/book/publish?id=${sample.id}`)}>{sample.bookId ? '重新发布' : '发布电子书'}</Button>
          </>
        )}
        {canManage && !job.active && (
          <Button size="small" fill="none" color="danger" onClick={() => void remove()}>删除</Button>
        )}
      </div>
    </div>
  );
}
