/**
 * /mine/set/feedback: 帮助与反馈 — 常见问题 (search, 有用 / 没用), 意见反馈 (type, text, up to 6 screenshots,
 * contact), 我的反馈 (with the 客服's answers). ?tab=mine opens the last one (the answer notice links there).
 */
import { useState } from 'react';
import { Button, Collapse, Form, Input, SearchBar, Selector, Tabs, Tag, TextArea } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import * as h from '@contract/help';
import type { Question } from '@contract/help';
import { toast } from '@src/app/shell/feedback';
import { isLoggedIn, LOGIN } from '@src/app/guard';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PagedList } from '@src/components/ui/PagedList';
import { PhotoField } from '@src/components/ui/PhotoField';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { DateTime } from '@src/components/ui/DateTime';
import { useApiInfinite } from '@src/lib/query';
import { addFeedback, helpQueries, voteQuestion } from '../help.queries';
import '../help.css';

const TABS = ['questions', 'feedback', 'mine'] as const;
type Tab = (typeof TABS)[number];

function Questions() {
  const [kw, setKw] = useState('');
  const list = useQuery(kw ? helpQueries.search(kw) : helpQueries.questions());
  const [votes, setVotes] = useState<Record<number, Pick<Question, 'good' | 'sad' | 'myVote'>>>({});
  const vote = async (q: Question, type: 'good' | 'sad') => {
    try {
      const r = await voteQuestion({ id: q.id, type });
      setVotes((v) => ({ ...v, [q.id]: r }));
      toast(r.myVote === type ? '感谢您的评价' : '您已评价过');
    } catch { /* shown */ }
  };
  return (
    <div>
      <div className="zp-help-search"><SearchBar placeholder="搜索问题" onSearch={(v) => setKw(v.trim())} onClear={() => setKw('')} /></div>
      {list.isPending && <LoadingState />}
      {list.isError && <ErrorState error={list.error} onRetry={() => void list.refetch()} />}
      {list.data && !list.data.list.length && <EmptyState title={kw ? '没有找到相关问题' : '暂无常见问题'} description="可以在“意见反馈”里告诉我们" />}
      {list.data && list.data.list.length > 0 && (
        <Collapse accordion>
          {list.data.list.map((q) => {
            const v = { ...q, ...votes[q.id] };
            return (
              <Collapse.Panel key={String(q.id)} title={q.title}>
                <div className="zp-help-answer" data-testid="question-answer">{q.answer}</div>
                <div className="zp-help-votes">
                  <span>这个回答有帮助吗？</span>
                  <Button size="mini" color={v.myVote === 'good' ? 'primary' : 'default'} onClick={() => void vote(q, 'good')}>有用 {v.good}</Button>
                  <Button size="mini" color={v.myVote === 'sad' ? 'warning' : 'default'} onClick={() => void vote(q, 'sad')}>没用 {v.sad}</Button>
                </div>
              </Collapse.Panel>
            );
          })}
        </Collapse>
      )}
    </div>
  );
}

function FeedbackForm({ onDone }: { onDone: () => void }) {
  const types = useQuery(helpQueries.feedbackTypes());
  const [type, setType] = useState<number | null>(null);
  const [content, setContent] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [contact, setContact] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!type) return toast('请选择反馈类型');
    if (content.trim().length < 5) return toast('反馈内容至少5个字');
    setBusy(true);
    try {
      await addFeedback({ type, content, images, contact });
      toast('反馈已提交，感谢您的建议', 'success');
      setContent(''); setImages([]); setType(null);
      onDone();
    } catch { /* shown */ } finally { setBusy(false); }
  };
  if (types.isPending) return <LoadingState />;
  if (types.isError) return <ErrorState error={types.error} onRetry={() => void types.refetch()} />;
  return (
    <Form layout="vertical" footer={<Button block color="primary" loading={busy} onClick={() => void submit()}>提交反馈</Button>}>
      <Form.Item label="反馈类型">
        <Selector columns={3} options={types.data.list.map((t) => ({ label: t.name, value: t.id }))} value={type ? [type] : []} onChange={(v) => setType(v[0] ?? null)} />
      </Form.Item>
      <Form.Item label="问题描述">
        <TextArea aria-label="问题描述" placeholder="请描述您遇到的问题或建议（至少5个字）" value={content} onChange={setContent} maxLength={1000} rows={5} showCount />
      </Form.Item>
      <Form.Item label={`截图（选填，最多${h.FEEDBACK_IMAGES_MAX}张）`}>
        <PhotoField multiple max={h.FEEDBACK_IMAGES_MAX} value={images} onChange={setImages} />
      </Form.Item>
      <Form.Item label="联系方式（选填）">
        <Input aria-label="联系方式" placeholder="手机号或微信，方便我们联系您" value={contact} onChange={setContact} maxLength={50} />
      </Form.Item>
    </Form>
  );
}

function MyFeedback() {
  const query = useApiInfinite(h.feedbackMine, {});
  return (
    <PagedList query={query} empty="还没有反馈">
      {(f) => (
        <div className="zp-help-card" key={f.id} data-testid="my-feedback">
          <div className="zp-help-card__row"><Tag color="primary" fill="outline">{f.typeName}</Tag><DateTime value={f.createdAt} /></div>
          <p>{f.content}</p>
          {f.images.length > 0 && <div className="zp-help-thumbs">{f.images.map((u) => <img key={u} src={u} alt="截图" />)}</div>}
          {f.status === 'answered'
            ? <div className="zp-help-reply"><b>客服答复：</b>{f.answer}</div>
            : <div className="zp-help-wait">等待客服答复</div>}
        </div>
      )}
    </PagedList>
  );
}

export default function FeedbackPage() {
  const [params, setParams] = useSearchParams();
  const user = useAtomValue(userInfoAtom);
  const member = isLoggedIn(user);
  const tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'questions';
  const go = (t: string) => setParams({ tab: t }, { replace: true });
  const needLogin = <EmptyState title="登录后可以提交反馈"><Button size="small" color="primary" onClick={() => { window.location.hash = `#${LOGIN}`; }}>去登录</Button></EmptyState>;
  return (
    <PageLayout title="帮助与反馈" grey>
      <Tabs activeKey={tab} onChange={go}>
        <Tabs.Tab title="常见问题" key="questions"><Questions /></Tabs.Tab>
        <Tabs.Tab title="意见反馈" key="feedback">{member ? <FeedbackForm onDone={() => go('mine')} /> : needLogin}</Tabs.Tab>
        <Tabs.Tab title="我的反馈" key="mine">{member ? <MyFeedback /> : needLogin}</Tabs.Tab>
      </Tabs>
    </PageLayout>
  );
}
