/**
 * 家族公告: the family's announcements, pinned first then newest; 管理员 / 协管员 publish, edit and delete
 * (confirmed) in a popup form. Everyone who reads the family reads them.
 */
import { Button, Form, Input, List, Popup, Switch, Tag, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { noticeList, type Notice } from '@contract/notices';
import { confirm, toast } from '@src/app/shell/feedback';
import { PagedList } from '@src/components/ui/PagedList';
import { formatDateTime } from '@src/lib/format/datetime';
import { deleteNotice, saveNotice } from '../clan-admin.queries';
import { usePaged } from '../use-paged';

interface Draft { title: string; content: string; pinned: boolean }

function NoticeForm({ projectId, notice, onDone }: { projectId: number; notice: Notice | null; onDone: () => void }) {
  const [busy, setBusy] = useState(false);
  const submit = async (v: Draft) => {
    setBusy(true);
    try {
      await saveNotice({ projectId, id: notice?.id, version: notice?.version, title: v.title.trim(), content: v.content.trim(), pinned: v.pinned });
      toast(notice ? '已保存' : '已发布', 'success');
      onDone();
    } catch { /* the API client has shown the msbox */ } finally { setBusy(false); }
  };
  return (
    <Form layout="vertical" initialValues={notice ? { title: notice.title, content: notice.content, pinned: notice.pinned } : { title: '', content: '', pinned: false }}
      onFinish={(v: Draft) => void submit(v)}
      footer={<Button block type="submit" color="primary" loading={busy}>{notice ? '保存' : '发布'}</Button>}>
      <Form.Header>{notice ? '修改公告' : '发布公告'}</Form.Header>
      <Form.Item name="title" label="标题" rules={[{ required: true, message: '请填写标题' }, { max: 40, message: '不超过40字' }]}>
        <Input placeholder="如：清明祭祖通知" clearable />
      </Form.Item>
      <Form.Item name="content" label="内容" rules={[{ required: true, message: '请填写内容' }, { max: 2000, message: '不超过2000字' }]}>
        <TextArea placeholder="时间、地点、事项" autoSize={{ minRows: 4, maxRows: 10 }} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="pinned" label="置顶" valuePropName="checked" layout="horizontal"><Switch /></Form.Item>
    </Form>
  );
}

export function NoticeBoard({ projectId, canWrite }: { projectId: number; canWrite: boolean }) {
  const q = usePaged(noticeList, { projectId });
  const [editing, setEditing] = useState<Notice | 'new' | null>(null);
  const remove = async (n: Notice) => {
    if (!(await confirm({ content: `删除公告「${n.title}」？`, confirmText: '删除', danger: true }))) return;
    try { await deleteNotice({ id: n.id, projectId }); toast('已删除'); } catch { /* shown */ }
  };
  return (
    <>
      {canWrite && <Button block color="primary" fill="outline" onClick={() => setEditing('new')}>发布公告</Button>}
      <PagedList query={q} header="家族公告" empty="暂无公告" refresh={false}>
        {(n) => (
          <List.Item key={n.id} description={
            <>
              <div className="ca-notice__content">{n.content}</div>
              <div>{n.authorName || '管理员'} · {formatDateTime(n.createdAt)}</div>
              {canWrite && (
                <div className="ca-row" style={{ marginTop: 4 }}>
                  <Button size="mini" onClick={() => setEditing(n)}>修改</Button>
                  <Button size="mini" color="danger" fill="none" onClick={() => void remove(n)}>删除</Button>
                </div>
              )}
            </>
          }>
            {n.pinned && <Tag color="danger" style={{ marginRight: 6 }}>置顶</Tag>}{n.title}
          </List.Item>
        )}
      </PagedList>
      <Popup visible={editing !== null} onMaskClick={() => setEditing(null)} onClose={() => setEditing(null)} destroyOnClose
        bodyStyle={{ borderTopLeftRadius: 10, borderTopRightRadius: 10, maxHeight: '90vh', overflow: 'auto' }}>
        {editing !== null && <NoticeForm projectId={projectId} notice={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />}
      </Popup>
    </>
  );
}
