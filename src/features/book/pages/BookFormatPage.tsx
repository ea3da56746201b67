/** /clan/book/format: the five formats, each with a live one-page preview laid out in a worker. */
import { Button } from 'antd-mobile';
import type { FormatId } from '@layouts/page-model';
import { FORMATS } from '@contract/print';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useBack } from '@src/components/ui/use-back';
import { FormatPreview } from '../preview/FormatPreview';
import { useClanSample } from '../preview/use-clan-sample';
import { usePlan } from '../use-plan';
import '../book.css';

export default function BookFormatPage() {
  const back = useBack();
  const { clanId, plan, update } = usePlan();
  const current = plan?.format ?? 1;
  const sample = useClanSample(clanId, plan?.rootId, plan?.title ?? '');
  return (
    <PageLayout title="选择版式" grey>
      <div className="book-page">
        <div className="book-muted">{sample.input ? '预览用本族前五世排出每种版式的第一页世系' : '预览用示例家族排出每种版式的第一页世系'}，实际效果以生成的样本为准。</div>
        <div className="book-formats">
          {FORMATS.map((f) => (
            <button key={f.id} type="button" className={`book-format${f.id === current ? ' book-format--on' : ''}`} onClick={() => update({ format: f.id as FormatId })}>
              <FormatPreview format={f.id as FormatId} width={150} input={sample.input} inputKey={sample.inputKey} />
              <span className="book-format__name">{f.name}</span>
              <span className="book-muted">{f.description}</span>
            </button>
          ))}
        </div>
        <div className="book-bottom">
          <Button color="primary" onClick={back}>就用{FORMATS.find((f) => f.id === current)?.name}</Button>
        </div>
      </div>
    </PageLayout>
  );
}
