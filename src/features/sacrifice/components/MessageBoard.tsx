/** 留言 and 祭文 of a hall: write one, read them (newest first), delete one's own (with confirmation). */
import { Button, Input, Segmented, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { messageList, type Message } from '@contract/sacrifice';
import { confirm, toast } from '@src/app/shell/feedback';
import { relativeTime } from '@src/lib/format';
import { useApiInfinite } from '@src/lib/query';
import { addMessage, deleteMessage } from '../sacrifice.queries';
import { PagedList } from '@src/components/ui/PagedList';

type Kind = Message['kind'];

export function MessageBoard({ hallId }: { hallId: number }) {
  const [kind, setKind] = useState<Kind>('message');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [sending, setSending] = useState(false);
  const q = useApiInfinite(messageList, { id: hallId, kind }, { pageSize: 10 });

  const send = async () => {
    if (!content.trim()) return toast(kind === 'eulogy' ? '请填写祭文内容' : '请填写留言内容');
    setSending(true);
    try {
      await addMessage({ id: hallId, kind, title: title.trim() || undefined, content: content.trim() });
      setContent('');
      setTitle('');
      toast(kind === 'eulogy' ? '祭文已发表' : '留言成功', 'success');
    } catch { /* toasted */ } finally {
      setSending(false);
    }
  };
  const remove = async (m: Message) => {
    if (!(await confirm({ content: `确定删除这条${m.kind === 'eulogy' ? '祭文' : '留言'}吗？`, confirmText: '删除', danger: true }))) return;
    try {
      await deleteMessage({ id: m.id });
      toast('已删除');
    } catch { /* toasted */ }
  };

  return (
    <section className="sf-section">
      <Segmented block value={kind} onChange={(v) => setKind(v as Kind)} options={[{ label: '留言', value: 'message' }, { label: '祭文', value: 'eulogy' }]} />
      <div className="sf-compose">
        {kind === 'eulogy' && <Input placeholder="祭文标题（如：祭先考文）" value={title} onChange={setTitle} maxLength={50} />}
        <TextArea placeholder={kind === 'eulogy' ? '维 年 月 日，孝男 … 谨以清酌庶馐之奠，致祭于…' : '寄托哀思，写下您的怀念'}
          value={content} onChange={setContent} maxLength={5000} autoSize={{ minRows: 2, maxRows: 8 }} showCount />
        <Button color="primary" size="small" loading={sending} onClick={() => void send()}>{kind === 'eulogy' ? '发表祭文' : '发表留言'}</Button>
      </div>
      <PagedList query={q} empty={kind === 'eulogy' ? '还没有祭文' : '还没有留言'}>{(m) => (
        <div key={m.id} className="sf-msg">
          <div className="sf-msg__head">
            <span className="sf-msg__who">{m.nickname || '访客'}</span>
            <span className="sf-msg__when">{relativeTime(m.createdAt)}</span>
            {m.canDelete && <Button size="mini" fill="none" color="danger" onClick={() => void remove(m)}>删除</Button>}
          </div>
          {m.title && <div className="sf-msg__title">{m.title}</div>}
          <div className="sf-msg__text">{m.content}</div>
        </div>
      )}</PagedList>
    </section>
  );
}
