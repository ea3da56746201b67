/**
 * The generation progress bar of a sample: the job's progress arrives over the realtime connection (the project's
 * topic); the job status is polled until done or failed — often while the socket is down, as a fallback when up.
 */
import { useRef } from 'react';
import { ProgressBar } from 'antd-mobile';
import { sampleStatus } from '@contract/print';
import { useApiQuery } from '@src/lib/query';
import { ErrorState } from '@src/components/ui/States';
import { jobView, monotonic, pollInterval } from '../job';
import { useJobEvents } from '../use-job-events';
import { applyJobEventToStatus } from '../book.queries';

export function useJob(sampleId: number | null, projectId: number | null) {
  const params = { id: sampleId ?? 0 };
  const live = useJobEvents(sampleId ? projectId : null, (e) => {
    if (sampleId && e.sampleId === sampleId) applyJobEventToStatus(sampleId, e);
  });
  return useApiQuery(sampleStatus, params, {
    enabled: !!sampleId,
    staleTime: 0,
    refetchInterval: (q) => (q.state.data ? pollInterval(q.state.data, live) : 1000),
  });
}

export function JobProgress({ job }: { job: ReturnType<typeof useJob> }) {
  const shown = useRef(0);
  if (job.isError) return <ErrorState error={job.error} onRetry={() => void job.refetch()} />;
  const v = job.data ? jobView(job.data) : { percent: 0, text: '正在查询进度', failed: false };
  shown.current = v.failed ? v.percent : monotonic(shown.current, v.percent);
  return (
    <div className="book-card" data-testid="book-progress" role="progressbar" aria-valuenow={shown.current} aria-valuemin={0} aria-valuemax={100}>
      <div className="book-card__title">{v.text}</div>
      <ProgressBar
        percent={shown.current}
        text={`${shown.current}%`}
        style={{ '--track-width': '8px', '--fill-color': v.failed ? 'var(--adm-color-danger)' : undefined } as React.CSSProperties}
      />
    </div>
  );
}
