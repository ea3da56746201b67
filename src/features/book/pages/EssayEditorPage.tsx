/** /clan/essay/editor?id=: write a 谱文 (传记、祠堂记、墓志 …) under a catalogue entry; without id a new one. */
import { useState } from 'react';
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { catalogList, pwGet, pwList, pwSave } from '@contract/book';
import { api } from '@src/lib/api-client';
import { useApiQuery } from '@src/lib/query';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { useBack } from '@src/components/ui/use-back';
import { invalidate, useBookIds } from '../book.hooks';
import { htmlToText, textToHtml } from '../chapters';
import '../book.css';

interface Values {
  title: string;
  author?: string;
  catalog: number[];
  text: string;
}

export default function EssayEditorPage() {
  const back = useBack();
  const { id, clanId } = useBookIds();
  const q = useApiQuery(pwGet, { id: id ?? 0 }, { enabled: !!id, staleTime: 0 });
  const cid = q.data?.clanId ?? clanId;
  const cats = useApiQuery(catalogList, { clanId: cid ?? 0 }, { enabled: !!cid });
  const [busy, setBusy] = useState(false);
  if (!id && !clanId) return <PageLayout title="谱文编辑器"><EmptyState title="请先进入一个族谱" /></PageLayout>;
  if (id && q.isPending) return <PageLayout title="谱文编辑器"><LoadingState /></PageLayout>;
  if (id && q.isError) return <PageLayout title="谱文编辑器"><ErrorState error={q.error} onRetry={() => void q.refetch()} /></PageLayout>;
  const p = q.data;
  const save = async (v: Values) => {
    setBusy(true);
    try {
      await api(pwSave, {
        id: p?.id, clanId: p ? undefined : clanId ?? undefined, catalogId: v.catalog[0] ?? null,
        title: v.title.trim(), author: v.author?.trim() || undefined, content: textToHtml(v.text),
      });
      invalidate(pwList, pwGet, catalogList);
      toast('已保存', 'success');
      back();
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title={p ? '编辑谱文' : '新增谱文'}>
      <Form
        initialValues={{ title: p?.title ?? '', author: p?.author ?? '', catalog: p?.catalogId ? [p.catalogId] : [], text: p ? htmlToText(p.content) : '' }}
        onFinish={(v) => void save(v)}
        footer={<Button block type="submit" color="primary" loading={busy}>保存</Button>}
      >
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }, { max: 50, message: '标题最多50字' }]}>
          <Input placeholder="如：始祖德公传" />
        </Form.Item>
        <Form.Item name="author" label="作者" rules={[{ max: 30, message: '最多30字' }]}>
          <Input placeholder="选填" />
        </Form.Item>
        <Form.Item name="catalog" label="目录" help={cats.data?.list.length ? '不选为未分类' : '可在“谱文目录”里添加分类'}>
          <Selector columns={3} options={(cats.data?.list ?? []).map((c) => ({ label: c.name, value: c.id }))} />
        </Form.Item>
        <Form.Item name="text" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
          <TextArea placeholder="一段一行" autoSize={{ minRows: 12 }} maxLength={100_000} showCount />
        </Form.Item>
      </Form>
    </PageLayout>
  );
}
