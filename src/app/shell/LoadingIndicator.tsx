/** The request loading indicator: shown by the API client after 500 ms, hidden by it (and after 10 s). */
import { DotLoading } from 'antd-mobile';
import { useAtomValue } from '@src/app/store';
import { loadingTextAtom } from '../store';

export function LoadingIndicator() {
  const text = useAtomValue(loadingTextAtom);
  if (!text) return null;
  return (
    <div className="zp-loading" role="status" aria-live="polite">
      <div className="zp-loading__box">
        <DotLoading color="white" style={{ fontSize: 28 }} />
        <div className="zp-loading__text">{text}</div>
      </div>
    </div>
  );
}
