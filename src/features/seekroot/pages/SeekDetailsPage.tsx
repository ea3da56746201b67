/**
 * /seekroot/details?id= (also the share path with &scene=): the post — what the seeker knows, story, photos; the
 * clans matched with their reasons and candidate ancestors (computed by the server; "匹配中" until the job has run);
 * replies (线索) with likes, answers, delete, 采纳 by the author; a clan's admin answers for his matched clan; 点赞 ·
 * 分享 · 寻根成功 (author) · 删除 (author, with a confirmation) · 加精 / 屏蔽 (moderators).
 */
import { useState } from 'react';
import { ActionSheet, Button, Selector } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/seek-root';
import { confirm } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { attempt as run, ReplyBar, ReplyRow, ReplyThreads } from '@src/components/ui/ReplyThread';
import { ErrorState, LoadingState } from '@src/components/ui/States';
import { countW } from '@src/lib/format/numbers';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { formatDateTime } from '@model/datetime';
import {
  seekAdopt, seekBlock, seekDel, seekLike, seekPolish, seekReply, seekReplyDel, seekReplyLike, seekShare, seekSucceed,
} from '../seekroot.queries';
import '../seekroot.css';

function Matches({ id }: { id: number }) {
  const q = useApiQuery(c.seekRootRecommend, { id }, { refetchInterval: (query) => (query.state.data?.state === 'pending' ? 2000 : false) });
  if (q.isPending) return <LoadingState lines={2} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const { state, list } = q.data;
  if (!list.length) return <div className="zp-seek-muted" data-testid="seek-matches-empty">{state === 'pending' ? '正在平台公开族谱中匹配…' : '暂未匹配到相符的公开族谱，有新族谱时会再次匹配。'}</div>;
  return (
    <div data-testid="seek-matches">
      {list.map((m) => (
        <div key={`${m.projectId}-${m.clanId}`} className="zp-seek-match" data-testid="seek-match">
          <div className="zp-seek-match__head">
            <span className="zp-seek-match__name">{m.rank}. {m.clanName}</span>
            <span className="zp-seek-match__score">相符度 {Math.round(m.score)}</span>
          </div>
          <div className="zp-seek-muted">{[m.hall, m.area].filter(Boolean).join(' · ')}</div>
          <ul>{m.reasons.map((r) => <li key={r}>{r}</li>)}</ul>
          {m.members.length > 0 && (
            <div className="zp-seek-match__members">可能的先人：{m.members.map((x) => `${x.relation} ${x.name}（${x.generationLabel}）`).join('；')}</div>
          )}
        </div>
      ))}
      {state === 'pending' && <div className="zp-seek-muted">正在重新匹配…</div>}
    </div>
  );
}

/** A 线索 with its clan and 采纳 (the post's author, once). */
function SeekReply({ r, child, onAnswer }: { r: c.SeekReplyItem; child: boolean; onAnswer: (r: c.SeekReplyItem) => void }) {
  const adopt = async () => {
    if (await confirm({ content: '采纳这条线索？每条寻根只能采纳一条。', confirmText: '采纳' })) await run(() => seekAdopt({ id: r.id }), '已采纳');
  };
  return (
    <ReplyRow
      r={r} child={child} testId="seek-reply" noun="回复" onAnswer={onAnswer} className={r.adopted ? 'is-adopted' : undefined}
      onLike={(x) => seekReplyLike({ id: x.id, value: !x.liked })} onDelete={(x) => seekReplyDel({ id: x.id })}
      tags={<>
        {r.clanName && <span className="zp-seek-tag zp-seek-tag--red" style={{ marginLeft: 4 }}>来自 {r.clanName}</span>}
        {r.adopted && <span className="zp-seek-tag zp-seek-tag--green" style={{ marginLeft: 4 }}>已采纳</span>}
      </>}
      tools={r.canAdopt && <button type="button" className="is-primary" data-testid="seek-adopt" onClick={() => void adopt()}>采纳</button>}
    />
  );
}

export default function SeekDetailsPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id')) || 0;
  const q = useApiQuery(c.seekRootGet, { id }, { enabled: id > 0 });
  const replies = useApiInfinite(c.seekRootReplyList, { id }, { enabled: id > 0 && q.isSuccess });
  const [text, setText] = useState('');
  const [answering, setAnswering] = useState<c.SeekReplyItem | null>(null);
  const [asClan, setAsClan] = useState<number>(0);
  const [more, setMore] = useState(false);
  const [sending, setSending] = useState(false);
  const item = q.data;

  if (!id || q.isError) return <PageLayout title="寻根详情"><ErrorState error={q.error ?? new Error('寻根不存在')} onRetry={() => void q.refetch()} /></PageLayout>;
  if (q.isPending || !item) return <PageLayout title="寻根详情"><LoadingState /></PageLayout>;

  const clan = item.answerClans.find((x) => x.clanId === asClan);
  const send = async () => {
    if (!text.trim()) return;
    setSending(true);
    const ok = await run(() => seekReply({ id, parentId: answering?.id, body: text.trim(), ...(clan ? { projectId: clan.projectId, clanId: clan.clanId } : {}) }), '回复成功');
    setSending(false);
    if (ok) { setText(''); setAnswering(null); }
  };
  const share = async () => {
    const url = `${location.origin}${location.pathname}#/seekroot/details?id=${id}&scene=link`;
    try { await navigator.clipboard?.writeText(url); } catch { /* not allowed: the count still moves */ }
    await run(() => seekShare({ id, scene: 'link' }), '链接已复制，快去分享吧');
  };
  const remove = async () => {
    if (!(await confirm({ content: '删除后不可恢复，确定删除这条寻根？', confirmText: '删除', danger: true }))) return;
    if (await run(() => seekDel({ id }), '已删除')) navigate('/seekroot/my-seekroot', { replace: true });
  };
  const succeed = async () => {
    if (await confirm({ content: '确认已找到宗亲，标记为寻根成功？', confirmText: '寻根成功' })) await run(() => seekSucceed({ id }), '恭喜寻根成功');
  };
  const block = async () => {
    if (await confirm({ content: item.blocked ? '恢复显示这条寻根？' : '屏蔽后将从所有列表消失，确定屏蔽？', confirmText: item.blocked ? '恢复' : '屏蔽', danger: !item.blocked })) {
      await run(() => seekBlock({ id, value: !item.blocked }), item.blocked ? '已恢复' : '已屏蔽');
    }
  };
  const facts: [string, string][] = ([
    ['姓氏', item.firstName], ['祖籍', [item.areaName, item.village].filter(Boolean).join(' ')], ['堂号', item.hall], ['郡望', item.junwang],
    ['父亲', item.father], ['祖父', item.grandfather], ['曾祖父', item.greatGrandfather],
    ['出生年份', item.birthYear ? `${item.birthYear}年` : ''], ['联系方式', item.contact],
  ] as [string, string][]).filter(([, v]) => v);

  return (
    <PageLayout title="寻根详情" grey right={<Button size="mini" fill="none" onClick={() => setMore(true)}>更多</Button>}>
      <div className="zp-seek-section">
        <h2 style={{ margin: '0 0 8px', fontSize: 19, lineHeight: 1.4 }} data-testid="seek-title-text">{item.title}</h2>
        <div className="zp-seek-card__head">
          {item.polished && <span className="zp-seek-tag zp-seek-tag--red">精</span>}
          <span className={`zp-seek-tag${item.status === 'succeeded' ? ' zp-seek-tag--green' : ''}`} data-testid="seek-status">{item.statusName}</span>
          {item.blocked && <span className="zp-seek-tag">已屏蔽</span>}
          <span>{item.author.name}</span>
          <span className="zp-seek-muted">{formatDateTime(item.createdAt)} · 浏览 {countW(item.viewCount)}</span>
        </div>
        {item.zibei && (
          <p style={{ margin: '10px 0 4px' }}>
            <span className="zp-seek-muted">记得的字辈 </span><span className="zp-seek-zibei">{item.zibei}</span>
            <span className="zp-seek-muted">（末字为{c.ZIBEI_LAST_NAMES[item.zibeiLast] ?? '我这一辈'}）</span>
          </p>
        )}
        <dl className="zp-seek-facts">{facts.map(([k, v]) => <div key={k} style={{ display: 'contents' }}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
        {item.story && <p className="zp-seek-story">{item.story}</p>}
        {item.images.length > 0 && <div className="zp-seek-thumbs">{item.images.map((src) => <img key={src} src={src} alt="" />)}</div>}
      </div>
      <div className="zp-seek-section">
        <h3>可能的家族</h3>
        <Matches id={id} />
      </div>
      <div className="zp-seek-section">
        <h3>线索 {item.replyCount}</h3>
        <ReplyThreads query={replies} empty="还没有线索，知道的宗亲请留言" row={(r: c.SeekReplyItem, child) => (
          <SeekReply key={r.id} r={r} child={child} onAnswer={setAnswering} />
        )} />
      </div>
      <div className="zp-seek-actions">
        <button type="button" data-testid="seek-like" className={item.liked ? 'is-active' : ''} onClick={() => void run(() => seekLike({ id, value: !item.liked }))}>{item.liked ? '已赞' : '点赞'} {item.likeCount}</button>
        <button type="button" onClick={() => void share()}>分享 {item.shareCount}</button>
        {item.mine && item.status === 'open' && <button type="button" data-testid="seek-succeed" onClick={() => void succeed()}>寻根成功</button>}
      </div>
      {!item.blocked && (
        <>
          {item.answerClans.length > 0 && (
            <div className="zp-seek-as" data-testid="seek-answer-as">
              <span className="zp-seek-muted">以家族名义答复：</span>
              <Selector
                options={[{ label: '个人', value: 0 }, ...item.answerClans.map((x) => ({ label: x.name, value: x.clanId }))]}
                value={[asClan]}
                onChange={(v) => setAsClan(v[0] ?? 0)}
              />
            </div>
          )}
          <ReplyBar
            placeholder="提供线索…" answering={answering?.user.name ?? null} onCancel={() => setAnswering(null)} value={text} onChange={setText}
            onSend={() => void send()} sending={sending} inputTestId="seek-reply-input" sendTestId="seek-reply-send"
          />
        </>
      )}
      <ActionSheet
        visible={more}
        onClose={() => setMore(false)}
        cancelText="取消"
        actions={[
          { key: 'square', text: `${item.firstName}姓寻根`, onClick: () => navigate(`/seekroot/seekroot?firstName=${encodeURIComponent(item.firstName)}`) },
          ...(item.canModerate ? [
            { key: 'polish', text: item.polished ? '取消加精' : '加精', onClick: () => void run(() => seekPolish({ id, value: !item.polished }), item.polished ? '已取消加精' : '已加精') },
            { key: 'block', text: item.blocked ? '恢复显示' : '屏蔽', danger: !item.blocked, onClick: () => void block() },
          ] : []),
          ...(item.mine || item.canModerate ? [{ key: 'del', text: '删除', danger: true, onClick: () => void remove() }] : []),
        ]}
      />
    </PageLayout>
  );
}
