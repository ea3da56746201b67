/** /ebook/index: the e-book catalogue — published clan books of public families (/book/v2/list), search by name. */
import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { bookList } from '@contract/book';
import { useApiInfinite } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { BookRow } from '../components';
import '../ebook.css';

export default function EbookIndexPage() {
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const list = useApiInfinite(bookList, query ? { query } : {});
  return (
    <PageLayout title="电子书" grey right={<span role="link" onClick={() => navigate('/ebook/shelf')}>书架</span>}>
      <div className="zp-ebook">
        <SearchBar placeholder="搜索族谱名称" onSearch={(q) => setQuery(q.trim())} onClear={() => setQuery('')} style={{ marginBottom: 12 }} />
        <PagedList query={list} empty={query ? '没有找到相关电子书' : '暂无电子书'}>
          {(b) => <BookRow key={b.id} b={b} onOpen={() => navigate(`/ebook/details?id=${b.id}`)} />}
        </PagedList>
      </div>
    </PageLayout>
  );
}
