/** Pieces the surname screens share: the surname from `?id=`, a content row, the comments, section links. */
import { useState } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import * as c from '@contract/surname';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { PagedList } from '@src/components/ui/PagedList';
import { DateTime } from '@src/components/ui/DateTime';
import { confirm, toast } from '@src/app/shell/feedback';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { isLoggedIn, LOGIN } from '@src/app/guard';
import { rememberReturn } from '@src/features/accounts/index';
import { addComment, deleteComment, dislikeComment, likeComment } from './surname.queries';

type Content = z.infer<typeof c.SurnameContent>;

/** The surname of `?id=` (0 when missing) and its data. */
export function useSurnameParam() {
  const [params] = useSearchParams();
  const n = Number(params.get('id'));
  const id = Number.isInteger(n) && n > 0 ? n : 0;
  const q = useApiQuery(c.surnameGet, { id }, { enabled: id > 0 });
  return { id, q };
}

export function SurnameBadge({ name, big }: { name: string; big?: boolean }) {
  return <span className={`zp-sn-badge${big ? ' zp-sn-badge--big' : ''}`}>{name}</span>;
}

export function ContentRow({ x, onOpen }: { x: Content; onOpen: () => void }) {
  return (
    <div className="zp-sn-item" role="link" data-testid="sn-content" onClick={onOpen}>
      {x.cover && <img className="zp-sn-item__cover" src={x.cover} alt="" />}
      <div className="zp-sn-item__body">
        <div className="zp-sn-item__title">{x.title}{x.era && <span className="zp-sn-tag">{x.era}</span>}</div>
        {x.summary && <div className="zp-sn-item__summary">{x.summary}</div>}
        <div className="zp-sn-muted">出处：{x.source} · 赞 {x.likes} · 阅读 {x.views}</div>
      </div>
    </div>
  );
}

/** A paged list of editorial content, opening the article page. */
export function ContentList({ query, empty }: { query: ReturnType<typeof useApiInfinite<typeof c.surnameArticles>>; empty: string }) {
  const navigate = useNavigate();
  return (
    <PagedList query={query} empty={empty}>
      {(x) => <ContentRow key={x.id} x={x} onOpen={() => navigate(`/surname/v2/article-details?id=${x.id}`)} />}
    </PagedList>
  );
}

export function useLoggedIn(back: string) {
  const navigate = useNavigate();
  const loggedIn = isLoggedIn(useAtomValue(userInfoAtom));
  const login = () => { rememberReturn(back); navigate(LOGIN); };
  return { loggedIn, login };
}

export function Comments({ surnameId, back }: { surnameId: number; back: string }) {
  const list = useApiInfinite(c.surnameComments, { id: surnameId });
  const [text, setText] = useState('');
  const { loggedIn, login } = useLoggedIn(back);
  const send = async () => {
    if (!loggedIn) return login();
    if (!text.trim()) return toast('请输入评论');
    await addComment({ id: surnameId, text: text.trim() }).then(() => { setText(''); toast('已发表', 'success'); }).catch(() => {});
  };
  const remove = async (id: number) => {
    if (!(await confirm('确定删除这条留言？'))) return;
    await deleteComment({ id }).then(() => toast('已删除')).catch(() => {});
  };
  const vote = (f: typeof likeComment, id: number) => (loggedIn ? void f({ id }).catch(() => {}) : login());
  return (
    <div className="zp-sn-card">
      <h3>宗亲留言</h3>
      <TextArea placeholder="说说您对本姓的了解、寻亲线索……" value={text} onChange={setText} maxLength={500} rows={2} showCount />
      <Button size="small" color="primary" style={{ margin: '8px 0' }} onClick={() => void send()}>发表</Button>
      <PagedList query={list} empty="还没有留言，来说第一句" refresh={false}>
        {(m) => (
          <div key={m.id} className="zp-sn-comment" data-testid="sn-comment">
            <div className="zp-sn-comment__head"><b>{m.nickname}</b><small><DateTime value={m.createdAt} /></small></div>
            <p>{m.text}</p>
            <div className="zp-sn-comment__acts">
              <span role="button" className={m.myVote === 1 ? 'on' : ''} onClick={() => vote(likeComment, m.id)}>赞同 {m.likes}</span>
              <span role="button" className={m.myVote === -1 ? 'on' : ''} onClick={() => vote(dislikeComment, m.id)}>反对 {m.dislikes}</span>
              {m.mine && (
                <span role="button" onClick={() => void remove(m.id)}>删除</span>
              )}
            </div>
          </div>
        )}
      </PagedList>
    </div>
  );
}
