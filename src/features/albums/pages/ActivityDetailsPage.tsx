/**
 * /clan/activity/details?projectId=&id=: a clan activity (祭祖, 修谱会议, 宗亲会) — date, place, description, photos,
 * who signed up; 报名 / 取消报名 (login). Editors: ?projectId= without id publishes a new one; 编辑 and 添加照片
 * (uploaded with each one's progress).
 */
import { Button, Form, Image, Input, List, ProgressBar, Radio, Stepper, TextArea } from 'antd-mobile';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as a from '@contract/albums';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { saveActivity, signupActivity, uploadActivityPhoto } from '../albums.queries';
import '../albums.css';

function Editor({ projectId, current, onSaved }: { projectId: number; current?: a.Activity; onSaved: (x: a.Activity) => void }) {
  const [v, setV] = useState({ title: current?.title ?? '', kind: current?.kind ?? '祭祖', day: current?.day ?? '', place: current?.place ?? '', description: current?.description ?? '' });
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!v.title.trim()) { toast('请填写活动名称'); return; }
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v.day)) { toast('活动日期格式为 2026-12-21'); return; }
    setBusy(true);
    try { onSaved(await saveActivity({ id: current?.id, projectId, ...v, title: v.title.trim(), kind: v.kind as a.Activity['kind'] })); } catch { /* shown */ } finally { setBusy(false); }
  };
  return (
    <Form layout="vertical" footer={<Button block color="primary" loading={busy} onClick={() => void save()}>发布</Button>}>
      <Form.Item label="活动名称"><Input value={v.title} onChange={(x) => setV({ ...v, title: x })} maxLength={40} placeholder="如：2026 冬至祭祖" /></Form.Item>
      <Form.Item label="类型">
        <Radio.Group value={v.kind} onChange={(x) => setV({ ...v, kind: x as a.Activity['kind'] })}>
          {a.ACTIVITY_KINDS.map((k) => <Radio key={k} value={k} style={{ marginRight: 12 }}>{k}</Radio>)}
        </Radio.Group>
      </Form.Item>
      <Form.Item label="日期"><Input value={v.day} onChange={(x) => setV({ ...v, day: x })} placeholder="2026-12-21" /></Form.Item>
      <Form.Item label="地点"><Input value={v.place} onChange={(x) => setV({ ...v, place: x })} maxLength={100} /></Form.Item>
      <Form.Item label="介绍"><TextArea value={v.description} onChange={(x) => setV({ ...v, description: x })} maxLength={2000} rows={4} /></Form.Item>
    </Form>
  );
}

function Photos({ x }: { x: a.Activity }) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const add = async (files: File[]) => {
    const ids: number[] = [];
    for (const f of files) {
      setProgress(0);
      try { ids.push((await uploadActivityPhoto(f, x.id, x.projectId, setProgress)).id); } catch { /* shown */ }
    }
    setProgress(null);
    if (ids.length) await saveActivity({ id: x.id, projectId: x.projectId, title: x.title, kind: x.kind, day: x.day, place: x.place, description: x.description, fileIds: ids }).catch(() => {});
  };
  return (
    <>
      {x.photos.length > 0 && <div className="al-photos">{x.photos.map((u) => <Image key={u} src={u} fit="cover" width="100%" height={110} alt="活动照片" />)}</div>}
      {x.canEdit && (
        <div className="al-actions">
          <Button onClick={() => input.current?.click()}>添加照片</Button>
          <input ref={input} type="file" accept="image/*" multiple hidden onChange={(e) => { const fs = [...(e.target.files ?? [])]; e.target.value = ''; void add(fs); }} />
        </div>
      )}
      {progress !== null && <div className="al-progress"><ProgressBar percent={progress} /></div>}
    </>
  );
}

function Details({ id }: { id: number }) {
  const q = useApiQuery(a.activityGet, { id });
  const [name, setName] = useState('');
  const [people, setPeople] = useState(1);
  const [editing, setEditing] = useState(false);
  useEffect(() => { if (q.data?.mine) setName((n) => n || q.data.signups[0]?.name || ''); }, [q.data]);
  return (
    <QueryView query={q}>
      {(x) => editing ? <Editor projectId={x.projectId} current={x} onSaved={() => setEditing(false)} /> : (
        <>
          <div style={{ background: '#fff', margin: 12, padding: 14, borderRadius: 8 }}>
            <h3 style={{ margin: '0 0 6px' }}>{x.title}</h3>
            <div className="al-muted" style={{ padding: 0 }}>{x.kind} · {x.day}{x.place ? ` · ${x.place}` : ''}</div>
            {x.description && <p style={{ whiteSpace: 'pre-wrap' }}>{x.description}</p>}
            {x.canEdit && <Button size="small" onClick={() => setEditing(true)}>编辑</Button>}
          </div>
          <Photos x={x} />
          <List header={`报名（共 ${x.total} 人）`}>
            {x.signups.length === 0 && <List.Item>还没有人报名</List.Item>}
            {x.signups.map((s, i) => <List.Item key={i} extra={`${s.people} 人`}>{s.name}</List.Item>)}
          </List>
          <Form layout="horizontal" footer={
            <Button block color={x.mine ? 'default' : 'primary'} onClick={() => void signupActivity({ id: x.id, name: name.trim() || '族亲', people, cancel: x.mine })
              .then(() => toast(x.mine ? '已取消报名' : '报名成功', 'success')).catch(() => {})}>{x.mine ? '取消报名' : '我要报名'}</Button>
          }>
            {!x.mine && <Form.Item label="姓名"><Input value={name} onChange={setName} maxLength={20} placeholder="报名姓名" /></Form.Item>}
            {!x.mine && <Form.Item label="人数"><Stepper min={1} max={20} value={people} onChange={setPeople} /></Form.Item>}
          </Form>
        </>
      )}
    </QueryView>
  );
}

export default function ActivityDetailsPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const projectId = Number(params.get('projectId')) || 0;
  return (
    <PageLayout title="活动详情" grey>
      {id ? <Details id={id} /> : projectId ? (
        <Editor projectId={projectId} onSaved={(x) => navigate(`/clan/activity/details?projectId=${x.projectId}&id=${x.id}`, { replace: true })} />
      ) : <EmptyState title="未指定活动" />}
    </PageLayout>
  );
}
