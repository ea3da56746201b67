/** What the two essay editors share (谱序 /clan/essay/edit and 谱文 /clan/essay/editor): the load guard, the save, the fields. */
import { useState, type ReactElement } from 'react';
import { Button, Form, Input, TextArea } from 'antd-mobile';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { useBack } from '@src/components/ui/use-back';

/**
 * The page to show instead of the editor, or null: no essay and no family to write in, the essay still loading,
 * or its load failed.
 */
export function essayGuard(
  title: string,
  id: number | null | undefined,
  hasFamily: boolean,
  q: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown },
): ReactElement | null {
  if (!id && !hasFamily) return <PageLayout title={title}><EmptyState title="请先进入一个族谱" /></PageLayout>;
  if (id && q.isPending) return <PageLayout title={title}><LoadingState /></PageLayout>;
  if (id && q.isError) return <PageLayout title={title}><ErrorState error={q.error} onRetry={() => void q.refetch()} /></PageLayout>;
  return null;
}

/** Run the write; on success say 已保存 and go back. A refused write shows its message and stays on the page. */
export function useSaveAndBack() {
  const back = useBack();
  const [busy, setBusy] = useState(false);
  const run = async (write: () => Promise<void>) => {
    setBusy(true);
    try {
      await write();
      toast('已保存', 'success');
      back();
    } catch {
      /* shown (a stale version is refused with its message) */
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}

export function SaveButton({ busy }: { busy: boolean }) {
  return <Button block type="submit" color="primary" loading={busy}>保存</Button>;
}

export function TitleAuthorFields({ titlePlaceholder, authorPlaceholder }: { titlePlaceholder: string; authorPlaceholder: string }) {
  return (
    <>
      <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }, { max: 50, message: '标题最多50字' }]}>
        <Input placeholder={titlePlaceholder} />
      </Form.Item>
      <Form.Item name="author" label="作者" rules={[{ max: 30, message: '最多30字' }]}>
        <Input placeholder={authorPlaceholder} />
      </Form.Item>
    </>
  );
}

export function EssayTextField({ minRows }: { minRows: number }) {
  return (
    <Form.Item name="text" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
      <TextArea placeholder="一段一行" autoSize={{ minRows }} maxLength={100_000} showCount />
    </Form.Item>
  );
}
