/**
 * /content/details?id= (also notice-details, news-details, the share path): the post or article (clean HTML from the
 * server), 点赞 · 分享 · 关注作者, 置顶 for clan managers, 删除 with a confirmation, 举报, 屏蔽此人, and the replies
 * in threads with likes, answers and delete.
 */
import { useEffect, useState } from 'react';
import { ActionSheet, Button, Popup, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/content';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { attempt as run, ReplyBar, ReplyRow, ReplyThreads } from '@src/components/ui/ReplyThread';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { countW } from '@src/lib/format/numbers';
import { invalidate, useApiInfinite, useApiQuery } from '@src/lib/query';
import { formatDateTime } from '@model/datetime';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { contentBlock, contentDel, contentFollow, contentLike, contentReply, contentReport, contentShare, contentTop, replyDel, replyLike } from '../content.queries';
import '../content.css';

export default function ContentDetailsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || 0;
  const q = useApiQuery(c.contentV2Get, { id }, { enabled: id > 0 });
  const replies = useApiInfinite(c.contentReplyV2List, { contentId: id }, { enabled: id > 0 && q.isSuccess });
  const [text, setText] = useState('');
  const [answering, setAnswering] = useState<c.ReplyItem | null>(null);
  const [more, setMore] = useState(false);
  const [reporting, setReporting] = useState(false);
  /** The reply being reported (null: the post). */
  const [reportReply, setReportReply] = useState<c.ReplyItem | null>(null);
  const me = useAtomValue(userInfoAtom)?.id ?? 0;
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const item = q.data;
  // opening a site notice marks it read on the server: the notice list and its unread count are stale now
  const siteNotice = !!item && item.contentType === 'notice' && !item.projectId;
  useEffect(() => { if (siteNotice) void invalidate(c.dataNotice, c.noticeUnread); }, [siteNotice, id]);

  if (!id || q.isError) return <PageLayout title="详情"><ErrorState error={q.error ?? new Error('内容不存在')} onRetry={() => void q.refetch()} /></PageLayout>;
  if (q.isPending || !item) return <PageLayout title="详情"><LoadingState /></PageLayout>;

  const send = async () => {
    if (!text.trim()) return;
    setSending(true);
    const ok = await run(() => contentReply({ contentId: id, parentId: answering?.id, body: text.trim() }), '评论成功');
    setSending(false);
    if (ok) { setText(''); setAnswering(null); }
  };
  const share = async () => {
    const url = `${location.origin}${location.pathname}#/content/details?id=${id}`;
    try { await navigator.clipboard?.writeText(url); } catch { /* not allowed: the count still moves */ }
    await run(() => contentShare({ id }), '链接已复制，快去分享吧');
  };
  const remove = async () => {
    if (!(await confirm({ content: '删除后不可恢复，确定删除？', confirmText: '删除', danger: true }))) return;
    if (await run(() => contentDel({ id }), '已删除')) navigate(-1);
  };
  const reportOf = (r: c.ReplyItem) => { setReportReply(r); setReporting(true); };
  const report = async () => {
    if (!reason.trim()) { toast('请填写举报理由'); return; }
    if (await run(() => contentReport({ id, replyId: reportReply?.id, reason: reason.trim() }), '已提交，我们会尽快处理')) { setReporting(false); setReason(''); setReportReply(null); }
  };

  return (
    <PageLayout title={item.contentTypeName} right={<Button size="mini" fill="none" onClick={() => setMore(true)}>更多</Button>}>
      <div className="zp-content-section">
        {item.title && <h2 style={{ margin: '0 0 8px', fontSize: 20 }}>{item.title}</h2>}
        <div className="zp-content-card__head">
          <span className="zp-content-card__author">{item.author.name}</span>
          {item.pinned && <span className="zp-content-tag zp-content-tag--red">置顶</span>}
          <span className="zp-content-muted">{item.projectName || '公开'} · {formatDateTime(item.createdAt)} · 浏览 {countW(item.viewCount)}</span>
          {item.status !== 'published' && <span className="zp-content-tag zp-content-tag--red">{item.statusName}</span>}
        </div>
        {item.contentType === 'post'
          ? <div className="zp-content-body"><p>{item.body}</p></div>
          : <div className="zp-content-body" data-testid="content-body" dangerouslySetInnerHTML={{ __html: item.body }} />}
        {item.contentType === 'post' && item.images.length > 0 && (
          <div className="zp-content-thumbs">{item.images.map((src) => <img key={src} src={src} alt="" />)}</div>
        )}
        {item.video && <video src={item.video} controls playsInline style={{ width: '100%', marginTop: 8 }} />}
        {item.tags.length > 0 && <div className="zp-content-card__foot">{item.tags.map((t) => <span key={t} className="zp-content-tag">#{t}</span>)}</div>}
      </div>
      <div className="zp-content-section">
        <h3>评论 {item.replyCount}</h3>
        <ReplyThreads query={replies} empty="还没有评论，说两句吧" row={(r: c.ReplyItem, child) => (
          <ReplyRow
            key={r.id} r={r} child={child} testId="content-reply" noun="评论" onAnswer={setAnswering}
            onLike={(x) => replyLike({ id: x.id, value: !x.liked })} onDelete={(x) => replyDel({ id: x.id })}
            body={<>{r.body}{r.hidden && r.user.id === me && '（已被隐藏，仅自己可见）'}</>} bodyClassName={r.hidden ? 'is-muted' : undefined}
            toolsAfter={me > 0 && r.user.id !== me && !r.hidden && <button type="button" onClick={() => reportOf(r)}>举报</button>}
          />
        )} />
      </div>
      <div className="zp-content-actions">
        <button type="button" data-testid="content-like" className={item.liked ? 'is-active' : ''} onClick={() => void run(() => contentLike({ id, value: !item.liked }))}>{item.liked ? '已赞' : '点赞'} {item.likeCount}</button>
        <button type="button" onClick={() => void share()}>分享 {item.shareCount}</button>
        <button type="button" onClick={() => void run(() => contentFollow({ id }))}>{item.following ? '已关注' : '关注作者'}</button>
      </div>
      <ReplyBar
        placeholder="写评论…" answering={answering?.user.name ?? null} onCancel={() => setAnswering(null)} value={text} onChange={setText}
        onSend={() => void send()} sending={sending} inputTestId="reply-input" sendTestId="reply-send"
      />
      <ActionSheet
        visible={more}
        onClose={() => setMore(false)}
        cancelText="取消"
        actions={[
          ...(item.canPin ? [{ key: 'top', text: item.pinned ? '取消置顶' : '置顶', onClick: () => void run(() => contentTop({ id, top: !item.pinned }), item.pinned ? '已取消置顶' : '已置顶') }] : []),
          ...(item.mine && item.status === 'published' ? [
            { key: 'sync', text: '同步到家族', onClick: () => navigate(`/content/sync?id=${id}`) },
            { key: 'privacy', text: '可见范围', onClick: () => navigate(`/content/privacy?id=${id}`) },
          ] : []),
          ...(item.canDelete ? [{ key: 'del', text: '删除', danger: true, onClick: () => void remove() }] : []),
          ...(item.mine ? [] : [{ key: 'report', text: '举报', onClick: () => { setReportReply(null); setReporting(true); } }]),
          ...(item.mine ? [] : [{ key: 'block', text: `屏蔽 ${item.author.name}`, onClick: () => void (async () => {
            if (await confirm({ content: `屏蔽后将不再看到 ${item.author.name} 的内容和评论`, confirmText: '屏蔽' })) await run(() => contentBlock({ id: item.author.id }), '已屏蔽');
          })() }]),
        ]}
      />
      <Popup visible={reporting} onMaskClick={() => setReporting(false)} bodyStyle={{ padding: 16, borderRadius: '12px 12px 0 0' }}>
        <h3 style={{ margin: '0 0 8px' }}>{reportReply ? `举报 ${reportReply.user.name} 的评论` : '举报'}</h3>
        {reportReply && <p className="zp-content-muted" style={{ margin: '0 0 8px' }}>“{[...reportReply.body].slice(0, 40).join('')}”</p>}
        <TextArea placeholder="请说明举报理由（广告、诈骗、不实信息……）" value={reason} onChange={setReason} maxLength={200} showCount rows={3} />
        <Button block color="primary" style={{ marginTop: 12 }} onClick={() => void report()}>提交</Button>
      </Popup>
    </PageLayout>
  );
}
