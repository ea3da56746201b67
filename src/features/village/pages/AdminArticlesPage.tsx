/** /village/admin/article-list?id=: the village's articles — write and edit with the content editor, delete. */
import { useState } from 'react';
import { Button, Input, List, Popup } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { villageArticleList } from '@contract/village';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { LoadingState } from '@src/components/ui/States';
import { RichEditor } from '@src/features/content/index';
import { useApiInfinite } from '@src/lib/query';
import { articleDelete, articleSave, villageQueries } from '../village.queries';
import '../village.css';

export function VillageAdminArticlesPage() {
  const villageId = Number(useSearchParams()[0].get('id')) || 0;
  const q = useApiInfinite(villageArticleList, { villageId }, { enabled: villageId > 0 });
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = async (id: number) => {
    if (!(await confirm({ content: '删除这篇文章？', confirmText: '删除', danger: true }))) return;
    await articleDelete({ id }).catch(() => {});
  };
  return (
    <PageLayout title="村落文章" grey>
      <div style={{ padding: 12 }}><Button block color="primary" onClick={() => setEditing('new')}>写文章</Button></div>
      <PagedList query={q} list empty="还没有文章">
        {(a) => (
          <List.Item key={a.id} description={a.summary} onClick={() => setEditing(a.id)}
            extra={<Button size="mini" color="danger" fill="none" onClick={(e) => { e.stopPropagation(); void remove(a.id); }}>删除</Button>}>
            {a.title}
          </List.Item>
        )}
      </PagedList>
      <Popup visible={editing !== null} onMaskClick={() => setEditing(null)} bodyStyle={{ height: '90vh', overflow: 'auto' }} destroyOnClose>
        {editing !== null && <ArticleEditor villageId={villageId} id={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />}
      </Popup>
    </PageLayout>
  );
}

function ArticleEditor({ villageId, id, onDone }: { villageId: number; id?: number; onDone: () => void }) {
  const q = useQuery({ ...villageQueries.article(id ?? 0), enabled: !!id });
  if (id && q.isPending) return <LoadingState />;
  return <EditorForm villageId={villageId} id={id} title0={q.data?.title ?? ''} html0={q.data?.html ?? ''} onDone={onDone} />;
}

function EditorForm({ villageId, id, title0, html0, onDone }: { villageId: number; id?: number; title0: string; html0: string; onDone: () => void }) {
  const [title, setTitle] = useState(title0);
  const [html, setHtml] = useState(html0);
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!title.trim()) return toast('请填写标题');
    if (!html) return toast('请填写正文');
    setBusy(true);
    try {
      await articleSave({ villageId, id, title, html });
      toast('已保存', 'success');
      onDone();
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ padding: 12 }}>
      <Input value={title} onChange={setTitle} placeholder="标题" maxLength={60} style={{ fontSize: 18, marginBottom: 8 }} />
      <RichEditor value={html} onChange={setHtml} />
      <Button block color="primary" loading={busy} onClick={() => void save()} style={{ marginTop: 12 }}>保存</Button>
    </div>
  );
}
