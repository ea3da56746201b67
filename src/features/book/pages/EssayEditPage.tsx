/** /clan/essay/edit?id=: write a 谱序/凡例/家训/跋 (clanArticle); without id a new one. */
import { useState } from 'react';
import { Button, Form, Input, Selector, TextArea } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ARTICLE_KINDS, articleAdd, articleChapters, articleEdit, articleGet } from '@contract/book';
import { api } from '@src/lib/api-client';
import { useApiQuery } from '@src/lib/query';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { useBack } from '@src/components/ui/use-back';
import { invalidate, useBookIds } from '../book.hooks';
import { htmlToText, textToHtml } from '../chapters';
import '../book.css';

type Kind = keyof typeof ARTICLE_KINDS;
interface Values {
  title: string;
  kind: Kind[];
  author?: string;
  sort?: string;
  text: string;
}

export default function EssayEditPage() {
  const back = useBack();
  const navigate = useNavigate();
  const { id, projectId } = useBookIds();
  const q = useApiQuery(articleGet, { id: id ?? 0 }, { enabled: !!id, staleTime: 0 });
  const [busy, setBusy] = useState(false);
  if (!id && !projectId) return <PageLayout title="编辑谱序"><EmptyState title="请先进入一个族谱" /></PageLayout>;
  if (id && q.isPending) return <PageLayout title="编辑谱序"><LoadingState /></PageLayout>;
  if (id && q.isError) return <PageLayout title="编辑谱序"><ErrorState error={q.error} onRetry={() => void q.refetch()} /></PageLayout>;
  const a = q.data;
  const save = async (v: Values) => {
    setBusy(true);
    const common = { title: v.title.trim(), kind: v.kind[0] ?? 'preface', author: v.author?.trim() || undefined, content: textToHtml(v.text), sort: v.sort ? Number(v.sort) : undefined };
    try {
      if (a) await api(articleEdit, { id: a.id, version: a.version, ...common });
      else await api(articleAdd, { projectId: projectId ?? 0, ...common });
      invalidate(articleChapters, articleGet);
      toast('已保存', 'success');
      back();
    } catch {
      /* shown (a stale version is refused with its message) */
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageLayout title={a ? '编辑篇章' : '新增篇章'} right={a && <span onClick={() => navigate(`/clan/essay/preview2?id=${a.id}`)}>预览</span>}>
      <Form
        initialValues={{ title: a?.title ?? '', kind: [a?.kind ?? 'preface'], author: a?.author ?? '', sort: a ? String(a.sort) : '', text: a ? htmlToText(a.content) : '' }}
        onFinish={(v) => void save(v)}
        footer={<Button block type="submit" color="primary" loading={busy}>保存</Button>}
      >
        <Form.Item name="kind" label="类别">
          <Selector columns={5} options={Object.entries(ARTICLE_KINDS).map(([value, label]) => ({ value: value as Kind, label }))} />
        </Form.Item>
        <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }, { max: 50, message: '标题最多50字' }]}>
          <Input placeholder="如：重修族谱序" />
        </Form.Item>
        <Form.Item name="author" label="作者" rules={[{ max: 30, message: '最多30字' }]}>
          <Input placeholder="如：十八世孙 成光 谨撰" />
        </Form.Item>
        <Form.Item name="sort" label="排序" help="数字小的在前" rules={[{ pattern: /^\d{0,4}$/, message: '请填0–9999' }]}>
          <Input type="number" placeholder="默认排在最后" />
        </Form.Item>
        <Form.Item name="text" label="正文" rules={[{ required: true, message: '请填写正文' }]}>
          <TextArea placeholder="一段一行" autoSize={{ minRows: 10 }} maxLength={100_000} showCount />
        </Form.Item>
      </Form>
    </PageLayout>
  );
}
