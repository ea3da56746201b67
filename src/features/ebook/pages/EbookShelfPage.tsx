/**
 * /ebook/shelf: my shelf (/book/v2/shelf/list) with remove and batch remove (confirmed), and my reading history.
 */
import { useState } from 'react';
import { Button, Checkbox, Tabs } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { bookHistory, shelfList } from '@contract/book';
import { useApiInfinite } from '@src/lib/query';
import { confirm, toast } from '@src/app/shell/feedback';
import { DateTime } from '@src/components/ui/DateTime';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { BookRow } from '../components';
import { batchRemove, removeFromShelf } from '../ebook.queries';
import '../ebook.css';

export default function EbookShelfPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'history' ? 'history' : 'shelf';
  const shelf = useApiInfinite(shelfList, {}, { enabled: tab === 'shelf' });
  const history = useApiInfinite(bookHistory, {}, { enabled: tab === 'history' });
  const [editing, setEditing] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);

  const removeOne = async (id: number, title: string) => {
    if (!(await confirm({ content: `确定将《${title}》移出书架？`, confirmText: '移出', danger: true }))) return;
    try {
      await removeFromShelf({ bookId: id });
      toast('已移出书架');
    } catch { /* shown */ }
  };
  const removePicked = async () => {
    if (!picked.length) return toast('请先选择书籍');
    if (!(await confirm({ content: `确定将选中的${picked.length}本书移出书架？`, confirmText: '移出', danger: true }))) return;
    try {
      const r = await batchRemove({ bookIds: picked });
      toast(`已移出${r.removed}本`);
      setPicked([]);
      setEditing(false);
    } catch { /* shown */ }
  };
  const open = (id: number) => navigate(`/ebook/details?id=${id}`);

  return (
    <PageLayout title="我的书架" grey right={tab === 'shelf' ? <span role="button" onClick={() => (setEditing(!editing), setPicked([]))}>{editing ? '完成' : '编辑'}</span> : undefined}>
      <Tabs activeKey={tab} onChange={(k) => setParams(k === 'history' ? { tab: 'history' } : {}, { replace: true })}>
        <Tabs.Tab title="书架" key="shelf" />
        <Tabs.Tab title="阅读历史" key="history" />
      </Tabs>
      <div className="zp-ebook">
        {tab === 'shelf' ? (
          <PagedList query={shelf} empty="书架还是空的，去电子书里看看吧">
            {(b) => (
              <BookRow key={b.id} b={b} onOpen={() => (editing ? setPicked((p) => (p.includes(b.id) ? p.filter((x) => x !== b.id) : [...p, b.id])) : open(b.id))}
                extra={editing ? (
                  <Checkbox checked={picked.includes(b.id)} aria-label={`选择《${b.title}》`} />
                ) : (
                  <Button size="mini" fill="none" onClick={(e) => { e.stopPropagation(); void removeOne(b.id, b.title); }}>移出</Button>
                )} />
            )}
          </PagedList>
        ) : (
          <PagedList query={history} empty="还没有阅读记录">
            {(b) => <BookRow key={b.id} b={b} onOpen={() => open(b.id)} extra={<span className="zp-ebook-muted"><DateTime value={b.readAt} format="relative" /></span>} />}
          </PagedList>
        )}
      </div>
      {tab === 'shelf' && editing && (
        <div className="zp-ebook-bar">
          <span className="zp-ebook-muted">已选 {picked.length} 本</span>
          <Button color="danger" onClick={() => void removePicked()}>批量移出</Button>
        </div>
      )}
    </PageLayout>
  );
}
