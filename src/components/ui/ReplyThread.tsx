/**
 * Reply threads two levels deep (content 评论, seek-roots 线索): a reply row (who, to whom, when, the text, 赞 · 回复 ·
 * 删除 with a confirmation, plus the page's own tags and tools), the threads list with each thread's first answers and
 * "共 N 条回复", and the sticky reply bar (回复 X / 取消 / 发送). The page keeps its calls (like, delete, send) and
 * passes them in; the look is `.zp-reply*` in ui.css.
 */
import { Button, Input } from 'antd-mobile';
import { Fragment, type ReactNode } from 'react';
import { confirm, toast } from '@src/app/shell/feedback';
import { formatDateTime } from '@model/datetime';
import type { PageReply } from '@src/lib/query';
import { PagedList, type PagedQuery } from './PagedList';
import './ui.css';

/** Runs a write; toasts `done` when it went through. False when it failed (the api client has shown the message). */
export async function attempt(f: () => Promise<unknown>, done?: string): Promise<boolean> {
  try {
    await f();
    if (done) toast(done, 'success');
    return true;
  } catch {
    return false;
  }
}

/** What a row shows of a reply (content's ReplyItem and seek-roots' SeekReplyItem have it). */
export interface ReplyLike {
  id: number; user: { id: number; name: string }; toUserName: string; body: string; likeCount: number; liked: boolean;
  canDelete: boolean; createdAt: string;
}

export interface ReplyRowProps<R extends ReplyLike> {
  r: R;
  /** An answer inside a thread (no row border). */
  child?: boolean;
  testId: string;
  /** 'reply' / 'clue' … in the delete confirmation: 删除这条{noun}？ */
  noun: string;
  onLike: (r: R) => Promise<unknown>;
  onDelete: (r: R) => Promise<unknown>;
  onAnswer: (r: R) => void;
  /** Extra class on a top-level row (e.g. is-adopted). */
  className?: string;
  /** Tags after the names. */
  tags?: ReactNode;
  /** The body (default: the text). */
  body?: ReactNode;
  bodyClassName?: string;
  /** Tools after 回复 (before 删除) and after 删除. */
  tools?: ReactNode;
  toolsAfter?: ReactNode;
}

export function ReplyRow<R extends ReplyLike>(p: ReplyRowProps<R>) {
  const { r } = p;
  const remove = async () => {
    if (await confirm({ content: `删除这条${p.noun}？`, confirmText: '删除', danger: true })) await attempt(() => p.onDelete(r), '已删除');
  };
  return (
    <div className={p.child ? '' : `zp-reply${p.className ? ` ${p.className}` : ''}`} data-testid={p.testId}>
      <div className="zp-reply__head">
        <span>{r.user.name}{r.toUserName && <> 回复 {r.toUserName}</>}{p.tags}</span>
        <span>{formatDateTime(r.createdAt)}</span>
      </div>
      <div className={`zp-reply__body${p.bodyClassName ? ` ${p.bodyClassName}` : ''}`}>{p.body ?? r.body}</div>
      <div className="zp-reply__tools">
        <button type="button" className={r.liked ? 'is-active' : ''} onClick={() => void attempt(() => p.onLike(r))}>{r.liked ? '已赞' : '赞'} {r.likeCount}</button>
        <button type="button" onClick={() => p.onAnswer(r)}>回复</button>
        {p.tools}
        {r.canDelete && <button type="button" onClick={() => void remove()}>删除</button>}
        {p.toolsAfter}
      </div>
    </div>
  );
}

type Thread<R> = R & { children: R[]; childCount: number };

/** The threads of a post: each top-level reply with its first answers. `row(r, child)` draws one reply. */
export function ReplyThreads<R extends ReplyLike, P extends PageReply & { list: Thread<R>[] }>(
  { query, empty, row }: { query: PagedQuery<P>; empty: string; row: (r: R, child: boolean) => ReactNode },
) {
  return (
    <PagedList query={query} refresh={false} empty={empty}>
      {(t: Thread<R>) => (
        <div key={t.id}>
          {row(t, false)}
          {t.children.length > 0 && (
            <div className="zp-reply-children">
              {t.children.map((k) => <Fragment key={k.id}>{row(k, true)}</Fragment>)}
              {t.childCount > t.children.length && <div className="zp-reply-muted">共 {t.childCount} 条回复</div>}
            </div>
          )}
        </div>
      )}
    </PagedList>
  );
}

export interface ReplyBarProps {
  /** The placeholder when not answering anyone. */
  placeholder: string;
  /** The name of the one being answered (null: a new thread). */
  answering: string | null;
  onCancel: () => void;
  value: string;
  onChange: (v: string) => void;
  onSend: () => void;
  sending: boolean;
  /** data-testid of the input and of 发送. */
  inputTestId: string;
  sendTestId: string;
}

/** The sticky bar under the page: the text, 取消 while answering, 发送. */
export function ReplyBar(p: ReplyBarProps) {
  return (
    <div className="zp-reply-bar">
      <Input placeholder={p.answering !== null ? `回复 ${p.answering}` : p.placeholder} value={p.value} onChange={p.onChange} maxLength={500} data-testid={p.inputTestId} onEnterPress={p.onSend} />
      {p.answering !== null && <Button size="small" fill="none" onClick={p.onCancel}>取消</Button>}
      <Button size="small" color="primary" loading={p.sending} disabled={!p.value.trim() || p.sending} onClick={p.onSend} data-testid={p.sendTestId}>发送</Button>
    </div>
  );
}
