/** Pieces of the 发现 screens: an item's row, its actions and its comments. */
import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as f from '@contract/find';
import { toast } from '@src/app/shell/feedback';
import { PagedList } from '@src/components/ui/PagedList';
import { countW, secondsToTime } from '@src/lib/format/numbers';
import { useApiInfinite } from '@src/lib/query';
import { formatDateTime } from '@model/datetime';
import { findCollect, findCommentAdd, findCommentLike, findLike, findShare } from './find.queries';

export function FindRow({ item }: { item: f.FindItem }) {
  const navigate = useNavigate();
  return (
    <div className="zp-find-card" data-testid="find-card" onClick={() => navigate(`/find/${item.kind === 'video' ? 'video' : 'details'}?id=${item.id}`)}>
      <div className="zp-find-card__cover">
        {item.cover && <img src={item.cover} alt="" loading="lazy" />}
        {item.kind === 'video' && <span className="zp-find-card__time">{secondsToTime(item.duration)}</span>}
      </div>
      <div className="zp-find-card__body">
        <span className="zp-find-card__title">{item.title}</span>
        <span className="zp-find-muted">{item.kindName} · 浏览 {countW(item.viewCount)} · 赞 {item.likeCount}</span>
      </div>
    </div>
  );
}

const quiet = async (f2: () => Promise<unknown>, done?: string) => {
  try { await f2(); if (done) toast(done, 'success'); } catch { /* shown */ }
};

export function FindActions({ item }: { item: f.FindItem }) {
  const share = async () => {
    const url = `${location.origin}${location.pathname}#/find/${item.kind === 'video' ? 'video' : 'details'}?id=${item.id}`;
    try { await navigator.clipboard?.writeText(url); } catch { /* not allowed */ }
    await quiet(() => findShare({ id: item.id }), '链接已复制');
  };
  return (
    <div className="zp-find-actions">
      <button type="button" className={item.liked ? 'is-active' : ''} onClick={() => void quiet(() => findLike({ id: item.id, value: !item.liked }))}>{item.liked ? '已赞' : '点赞'} {item.likeCount}</button>
      <button type="button" className={item.collected ? 'is-active' : ''} onClick={() => void quiet(() => findCollect({ id: item.id, value: !item.collected }), item.collected ? '已取消收藏' : '已收藏')}>{item.collected ? '已收藏' : '收藏'} {item.collectCount}</button>
      <button type="button" onClick={() => void share()}>分享 {item.shareCount}</button>
    </div>
  );
}

export function FindComments({ id, count }: { id: number; count: number }) {
  const query = useApiInfinite(f.findComments, { id });
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const send = async () => {
    if (!text.trim()) return;
    setBusy(true);
    try { await findCommentAdd({ id, body: text.trim() }); setText(''); toast('评论成功', 'success'); } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <>
      <div className="zp-find-section">
        <h3 style={{ margin: '0 0 8px', fontSize: 15 }}>评论 {count}</h3>
        <PagedList query={query} refresh={false} empty="还没有评论">
          {(c) => (
            <div key={c.id} className="zp-find-comment">
              <div className="zp-find-comment__head"><span>{c.userName}</span><span>{formatDateTime(c.createdAt)}</span></div>
              <div style={{ margin: '4px 0' }}>{c.body}</div>
              <button type="button" onClick={() => void quiet(() => findCommentLike({ id: c.id, value: !c.liked }))}>{c.liked ? '已赞' : '赞'} {c.likeCount}</button>
            </div>
          )}
        </PagedList>
      </div>
      <div className="zp-find-replybar">
        <Input placeholder="写评论…" value={text} onChange={setText} maxLength={500} onEnterPress={() => void send()} />
        <Button size="small" color="primary" loading={busy} disabled={!text.trim() || busy} onClick={() => void send()}>发送</Button>
      </div>
    </>
  );
}
