/**
 * /content/article-publish: 写文章 — title, the rich-text editor (images uploaded with progress), tags, the clans to
 * publish to. The draft is saved automatically a moment after each change (one draft per type, /content/add
 * draft=1) and read back when the page opens; 预览 shows the saved draft; 发布 publishes and removes the draft.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as c from '@contract/content';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { LoadingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { RichEditor } from '../components/RichEditor';
import { PublishTargets, TagPicker } from '../components/PublishTargets';
import { contentAdd } from '../content.queries';
import '../content.css';

type Tag = (typeof c.CONTENT_TAGS)[number];
const AUTOSAVE_MS = 1500;

export default function ArticlePublishPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialClan = Number(params.get('projectId')) || 0;
  const draft = useApiQuery(c.contentDraft, { contentType: 'article' }, { staleTime: 0 });
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [tags, setTags] = useState<Tag[]>([]);
  const [targets, setTargets] = useState<number[]>(initialClan ? [initialClan] : []);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const loaded = useRef(false);
  const dirty = useRef(false);

  // fill the form from the saved draft once
  useEffect(() => {
    if (loaded.current || !draft.isSuccess) return;
    loaded.current = true;
    const d = draft.data.draft;
    if (!d) return;
    setTitle(d.title);
    setBody(d.body);
    setTags(d.tags as Tag[]);
    if (d.projectIds.length) setTargets(d.projectIds);
    setStatus('已恢复上次的草稿');
  }, [draft.isSuccess, draft.data]);

  const values = { contentType: 'article' as const, title: title.trim(), body, tags, projectIds: targets };
  const saveDraft = async () => {
    dirty.current = false;
    try {
      await contentAdd({ ...values, draft: true }, { silent: true });
      setStatus(`草稿已自动保存`);
      return true;
    } catch (e) {
      setStatus(e instanceof Error ? `草稿未保存：${e.message}` : '草稿未保存');
      return false;
    }
  };

  // autosave a moment after the last change
  useEffect(() => {
    if (!loaded.current) return;
    if (!title && !body) return;
    dirty.current = true;
    setStatus('正在编辑…');
    const t = setTimeout(() => void saveDraft(), AUTOSAVE_MS);
    return () => clearTimeout(t);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [title, body, tags.join(','), targets.join(',')]);

  const preview = async () => {
    if (await saveDraft()) navigate('/content/article-preview');
  };
  const publish = async () => {
    if (!title.trim()) { toast('请填写标题'); return; }
    if (!body) { toast('请填写正文'); return; }
    setBusy(true);
    try {
      const r = await contentAdd(values);
      toast('发布成功', 'success');
      navigate(`/content/details?id=${r.ids[0]}`, { replace: true });
    } catch { /* shown */ } finally {
      setBusy(false);
    }
  };

  if (draft.isPending) return <PageLayout title="写文章"><LoadingState /></PageLayout>;
  return (
    <PageLayout title="写文章" grey right={<Button size="mini" fill="none" onClick={() => void preview()} data-testid="article-preview">预览</Button>}>
      <div className="zp-content-section">
        <Input placeholder="请输入标题（60字以内）" maxLength={60} value={title} onChange={setTitle} data-testid="article-title" style={{ '--font-size': '18px' } as React.CSSProperties} />
      </div>
      <RichEditor value={body} onChange={setBody} />
      <div className="zp-content-status" data-testid="draft-status">{status}</div>
      <div className="zp-content-section"><h3>标签（最多3个）</h3><TagPicker value={tags} onChange={setTags} /></div>
      <PublishTargets value={targets} onChange={setTargets} />
      <div style={{ padding: 12 }}>
        <Button block color="primary" loading={busy} disabled={busy} onClick={() => void publish()} data-testid="article-publish">发布</Button>
      </div>
    </PageLayout>
  );
}
