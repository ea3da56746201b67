/**
 * The surname library's entry screens:
 * - /surname/index: my surname (or how to set it), the most common surnames, the 百家姓 with 郡望;
 * - /surname/surname-pavilion: 姓氏馆 — the surnames by frequency rank with the users of each on the platform;
 * - /surname/v2/search: search by 姓氏, 拼音 or 郡望, and read a surname out of a full name.
 */
import { useState } from 'react';
import { SearchBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/surname';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { QueryView } from '@src/components/ui/States';
import { SurnameBadge } from '../components';
import '../surname.css';

type S = { id: number; name: string; junwang: string; rank: number };

function SurnameGrid({ list }: { list: S[] }) {
  const navigate = useNavigate();
  return (
    <div className="zp-sn-grid">
      {list.map((s) => (
        <div key={s.id} className="zp-sn-cell" role="link" data-testid={`sn-${s.name}`} onClick={() => navigate(`/surname/v2/index?id=${s.id}`)}>
          <b>{s.name}</b><small>{s.junwang || (s.rank ? `第${s.rank}位` : ' ')}</small>
        </div>
      ))}
    </div>
  );
}

export function SurnameIndexPage() {
  const navigate = useNavigate();
  const guide = useApiQuery(c.surnameGuide, {});
  const bjx = useApiInfinite(c.surnameList, {}, { pageSize: 60 });
  return (
    <PageLayout title="姓氏库" grey right={<span role="link" onClick={() => navigate('/surname/surname-pavilion')}>姓氏馆</span>}>
      <div className="zp-sn">
        <SearchBar placeholder="搜索姓氏、拼音或郡望" onFocus={() => navigate('/surname/v2/search')} style={{ marginBottom: 12 }} />
        <QueryView query={guide}>
          {(g) => (
            <>
              <div className="zp-sn-card zp-sn-mine">
                {g.mySurname ? (
                  <div role="link" onClick={() => navigate(`/surname/v2/index?id=${g.mySurname!.id}`)}>
                    <SurnameBadge name={g.mySurname.name} big />
                    <div><b>我的姓氏：{g.mySurname.name}</b><p className="zp-sn-muted">{g.mySurname.junwang ? `郡望 ${g.mySurname.junwang}` : '查看本姓源流、名人与宗亲'}</p></div>
                  </div>
                ) : (
                  <div style={{ display: 'block' }}><b>设置我的姓氏</b><p className="zp-sn-muted">打开任一姓氏，点“设为我的姓氏”，即可找到同姓宗亲</p></div>
                )}
              </div>
              <div className="zp-sn-card"><h3>常见姓氏</h3><SurnameGrid list={g.hot} /></div>
            </>
          )}
        </QueryView>
        <div className="zp-sn-card">
          <h3>百家姓</h3>
          <PagedList query={bjx} all={(items) => <SurnameGrid list={items} />} refresh={false} />
        </div>
      </div>
    </PageLayout>
  );
}

export function PavilionPage() {
  const navigate = useNavigate();
  const top = useApiInfinite(c.surnameTopList, {}, { pageSize: 50 });
  return (
    <PageLayout title="姓氏馆" grey>
      <div className="zp-sn">
        <p className="zp-sn-muted" style={{ margin: '0 0 8px' }}>按常见度排名（数据来源：Chinese-Names-Corpus，仅作排名参考）</p>
        <PagedList query={top} empty="暂无数据">
          {(s) => (
            <div key={s.id} className="zp-sn-rank" role="link" onClick={() => navigate(`/surname/v2/index?id=${s.id}`)}>
              <i>{s.rank}</i><SurnameBadge name={s.name} />
              <div className="zp-sn-rank__body"><b>{s.name}姓</b><small>{s.junwang ? `郡望 ${s.junwang}` : s.pinyin}</small></div>
              <span className="zp-sn-muted">{s.users}位同姓</span>
            </div>
          )}
        </PagedList>
      </div>
    </PageLayout>
  );
}

export function SearchPage() {
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const list = useApiInfinite(c.surnameList, { keyword }, { pageSize: 60, enabled: keyword.length > 0 });
  const check = useApiQuery(c.surnameCheck, { name: keyword }, { enabled: keyword.length >= 2 });
  return (
    <PageLayout title="搜索姓氏" grey>
      <div className="zp-sn">
        <SearchBar autoFocus placeholder="姓氏、拼音、郡望或姓名" onSearch={(q) => setKeyword(q.trim())} onClear={() => setKeyword('')} style={{ marginBottom: 12 }} />
        {!keyword && <p className="zp-sn-muted">输入“陈”、“chen”、“颍川”或姓名“欧阳修”试试</p>}
        {check.data?.surname && (
          <div className="zp-sn-card" role="link" onClick={() => navigate(`/surname/v2/index?id=${check.data!.surname!.id}`)}>
            “{keyword}”的姓氏是 <b>{check.data.surname.name}</b>
          </div>
        )}
        {keyword && (
          <PagedList query={list} empty="没有找到相关姓氏" all={(items) => <div className="zp-sn-card"><SurnameGrid list={items} /></div>} />
        )}
      </div>
    </PageLayout>
  );
}
