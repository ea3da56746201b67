/**
 * The old-register catalogue (古谱):
 * - /seekroot/clue-book-list (?surname=): hot surnames, recommended and the books of a surname;
 * - /seekroot/family-name: pick a surname (hot surnames with books first, then the 百家姓);
 * - /seekroot/cpg-all-list: every published book, searchable by 谱名 / 堂号 / place.
 */
import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/cpg';
import { firstNames } from '@contract/surname';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { QueryView } from '@src/components/ui/States';
import { BookRow } from '../components';
import '../cpg.css';

function HotSurnames({ on, pick }: { on?: string; pick: (s: string) => void }) {
  const hot = useApiQuery(c.cpgHotFamilyName, {});
  return (
    <QueryView query={hot}>
      {(h) => (h.list.length === 0 ? null : (
        <div className="zp-cpg-card">
          <h3>热门姓氏</h3>
          <div className="zp-cpg-chips">
            <span className={`zp-cpg-chip${!on ? ' zp-cpg-chip--on' : ''}`} role="button" onClick={() => pick('')}>全部</span>
            {h.list.map((x) => (
              <span key={x.surname} role="button" data-testid={`cpg-surname-${x.surname}`} className={`zp-cpg-chip${on === x.surname ? ' zp-cpg-chip--on' : ''}`}
                onClick={() => pick(x.surname)}>{x.surname}氏 · {x.books}部</span>
            ))}
          </div>
        </div>
      ))}
    </QueryView>
  );
}

export function ClueBookListPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const surname = params.get('surname') ?? '';
  const list = useApiInfinite(c.cpgList, surname ? { surname } : {});
  return (
    <PageLayout title={surname ? `${surname}氏古谱` : '线索谱书'} grey
      right={<span role="link" onClick={() => navigate('/seekroot/my-cpg')}>我的古谱</span>}>
      <div className="zp-cpg">
        <div className="zp-cpg-actions">
          <span className="zp-cpg-chip" role="link" onClick={() => navigate('/seekroot/family-name')}>按姓氏查找</span>
          <span className="zp-cpg-chip" role="link" onClick={() => navigate('/seekroot/cpg-all-list')}>全部谱书</span>
          <span className="zp-cpg-chip" role="link" onClick={() => navigate('/seekroot/vip-privilege')}>古谱会员</span>
        </div>
        <HotSurnames on={surname} pick={(s) => setParams(s ? { surname: s } : {}, { replace: true })} />
        <PagedList query={list} empty={surname ? `暂无${surname}氏古谱` : '暂无古谱'}>
          {(b) => <BookRow key={b.id} b={b} onOpen={() => navigate(`/seekroot/book-details?id=${b.id}`)} />}
        </PagedList>
      </div>
    </PageLayout>
  );
}

export function FamilyNamePage() {
  const navigate = useNavigate();
  const names = useApiQuery(firstNames, {});
  const [k, setK] = useState('');
  const go = (s: string) => navigate(`/seekroot/clue-book-list?surname=${encodeURIComponent(s)}`);
  return (
    <PageLayout title="姓氏寻根" grey>
      <div className="zp-cpg">
        <SearchBar placeholder="输入姓氏" onChange={(v) => setK(v.trim())} style={{ marginBottom: 12 }} />
        <HotSurnames pick={(s) => (s ? go(s) : navigate('/seekroot/cpg-all-list'))} />
        <div className="zp-cpg-card">
          <h3>百家姓</h3>
          <QueryView query={names}>
            {(n) => {
              const shown = n.list.filter((x) => !k || x.name.includes(k));
              return shown.length ? (
                <div className="zp-cpg-chips">
                  {shown.map((x) => <span key={x.id} className="zp-cpg-chip" role="button" onClick={() => go(x.name)}>{x.name}</span>)}
                </div>
              ) : <p className="zp-cpg-muted">没有找到该姓氏</p>;
            }}
          </QueryView>
        </div>
      </div>
    </PageLayout>
  );
}

export function CpgAllListPage() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const list = useApiInfinite(c.cpgList, keyword ? { keyword } : {});
  return (
    <PageLayout title="全部谱书" grey>
      <div className="zp-cpg">
        <SearchBar placeholder="搜索谱名、堂号、地点" onSearch={(q) => setKeyword(q.trim())} onClear={() => setKeyword('')} style={{ marginBottom: 12 }} />
        <PagedList query={list} empty={keyword ? '没有找到相关古谱' : '暂无古谱'}>
          {(b) => <BookRow key={b.id} b={b} onOpen={() => navigate(`/seekroot/book-details?id=${b.id}`)} />}
        </PagedList>
      </div>
    </PageLayout>
  );
}
