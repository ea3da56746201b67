/** Download progress of the tree pack: a bar with bytes received / total, indeterminate while the total is unknown. */
import { DotLoading } from 'antd-mobile';
import { ProgressBarLine } from '@src/components/ui/ProgressBarLine';
import type { LoadProgress } from '../pack-loader';
import { formatBytes, progressPercent } from '../tree-model';

export function LoadProgressView({ progress, label = '正在加载族谱' }: { progress: LoadProgress | null; label?: string }) {
  const percent = progressPercent(progress);
  const bytes = progress ? formatBytes(progress.received) + (progress.total ? ` / ${formatBytes(progress.total)}` : '') : '';
  return (
    <div className="tree-loading">
      {percent === null ? (
        <div className="zp-progress" role="progressbar" aria-busy="true">
          <div className="zp-progress__label">{label}</div>
          <div className="tree-loading__indeterminate"><span /></div>
          <div className="tree-loading__bytes">{bytes || <DotLoading />}</div>
        </div>
      ) : (
        <>
          <ProgressBarLine percent={percent} label={label} />
          <div className="tree-loading__bytes">{bytes}</div>
        </>
      )}
    </div>
  );
}
