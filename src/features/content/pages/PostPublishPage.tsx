/** /content/post-publish: 发动态 — text (up to 2000 characters) with up to 9 photos, tags, the clans to publish to. */
import { useState } from 'react';
import { Button, Form, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type * as c from '@contract/content';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { PhotoField } from '@src/components/ui/PhotoField';
import { PublishTargets, TagPicker } from '../components/PublishTargets';
import { contentAdd } from '../content.queries';
import '../content.css';

export default function PostPublishPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const initialClan = Number(params.get('projectId')) || 0;
  const [text, setText] = useState('');
  const [images, setImages] = useState<string[]>([]);
  const [tags, setTags] = useState<(typeof c.CONTENT_TAGS)[number][]>([]);
  const [targets, setTargets] = useState<number[]>(initialClan ? [initialClan] : []);
  const [busy, setBusy] = useState(false);

  const publish = async () => {
    if (!text.trim() && !images.length) { toast('请填写内容或添加图片'); return; }
    setBusy(true);
    try {
      const r = await contentAdd({ contentType: 'post', body: text.trim(), images, tags, projectIds: targets });
      toast('发布成功', 'success');
      navigate(`/content/details?id=${r.ids[0]}`, { replace: true });
    } catch { /* shown */ } finally {
      setBusy(false);
    }
  };

  return (
    <PageLayout title="发动态" grey>
      <Form layout="vertical">
        <Form.Item label="内容"><TextArea placeholder="分享家族里的新鲜事…" maxLength={2000} showCount rows={5} value={text} onChange={setText} data-testid="post-text" /></Form.Item>
        <Form.Item label="照片（最多9张）"><PhotoField multiple max={9} value={images} onChange={setImages} /></Form.Item>
      </Form>
      <div className="zp-content-section"><h3>标签（最多3个）</h3><TagPicker value={tags} onChange={setTags} /></div>
      <PublishTargets value={targets} onChange={setTargets} />
      <div style={{ padding: 12 }}><Button block color="primary" loading={busy} disabled={busy} onClick={() => void publish()}>发布</Button></div>
    </PageLayout>
  );
}
