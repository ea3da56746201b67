/** /clan/essay/category: the 谱文 catalogue (目录分类) — add, delete (its 谱文 become 未分类). */
import { useState } from 'react';
import { Button, Input, List } from 'antd-mobile';
import { catalogList } from '@contract/book';
import { useApiQuery } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useBookIds, addCatalog, deleteCatalog } from '../book.queries';
import { bySort, nextSort } from '../chapters';
import '../book.css';

export default function EssayCategoryPage() {
  const { clanId } = useBookIds();
  const q = useApiQuery(catalogList, { clanId: clanId ?? 0 }, { enabled: !!clanId });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  if (!clanId) return <PageLayout title="谱文目录"><EmptyState title="请先进入一个族谱" /></PageLayout>;
  const add = async () => {
    if (!name.trim()) return toast('请填写目录名称');
    setBusy(true);
    try {
      await addCatalog({ clanId, name: name.trim(), sort: nextSort(q.data?.list ?? []) });
      setName('');
    } catch {
      /* shown */
    } finally {
      setBusy(false);
    }
  };
  const remove = async (id: number, n: string, count: number) => {
    if (!(await confirm({ title: '删除目录', content: `确定删除“${n}”吗？${count ? `其中${count}篇谱文将变为未分类。` : ''}`, confirmText: '删除', danger: true }))) return;
    try {
      await deleteCatalog({ id });
          } catch {
      /* shown */
    }
  };
  return (
    <PageLayout title="谱文目录" grey>
      <div className="book-page">
        <div className="book-card" style={{ display: 'flex', gap: 8 }}>
          <Input placeholder="新目录，如：人物传记" value={name} onChange={setName} maxLength={30} onEnterPress={() => void add()} />
          <Button color="primary" size="small" style={{ flexShrink: 0 }} loading={busy} onClick={() => void add()}>添加</Button>
        </div>
        <QueryView query={q} empty={(d) => d.list.length === 0}>
          {(d) => (
            <List>
              {bySort(d.list).map((c) => (
                <List.Item key={c.id} description={`${c.count}篇`} extra={<Button size="mini" color="danger" fill="none" onClick={() => void remove(c.id, c.name, c.count)}>删除</Button>}>
                  {c.name}
                </List.Item>
              ))}
            </List>
          )}
        </QueryView>
      </div>
    </PageLayout>
  );
}
