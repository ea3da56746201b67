/**
 * /village/details?id=: a village — cover, kind and place (with the map), description, the chronicle, photos and
 * videos, the clans rooted there, articles; links to its people, history and 360° panoramas; 纠错 for anyone logged in;
 * 管理 for its admins.
 */
import { useState } from 'react';
import { Button, Form, ImageViewer, Input, List, Popup, Switch, Tag, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { VILLAGE_KIND_NAMES, villageArticleList, villageClanMine, type VillageDetail, type VillageMyClan } from '@contract/village';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { ArticleView } from '../components/VillagePanoramaView';
import { confirm } from '@src/app/shell/feedback';
import { isLoggedIn } from '@src/app/guard';
import { useAtomValue, userInfoAtom } from '@src/app/store';
import { correctionSave, villageClanLink, villageClanUnlink, villageQueries } from '../village.queries';
import { fileSrc } from '../village-model';
import '../village.css';

export function VillageDetailsPage() {
  const id = Number(useSearchParams()[0].get('id')) || 0;
  const q = useQuery({ ...villageQueries.detail(id), enabled: id > 0 });
  let body;
  if (!id) body = <EmptyState title="村落不存在" />;
  else if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else body = <Details v={q.data} />;
  return <PageLayout title={q.data?.name ?? '村落'} grey>{body}</PageLayout>;
}

function Details({ v }: { v: VillageDetail }) {
  const navigate = useNavigate();
  const [correcting, setCorrecting] = useState(false);
  const [linking, setLinking] = useState(false);
  const logged = isLoggedIn(useAtomValue(userInfoAtom));
  const [article, setArticle] = useState<number | null>(null);
  const clans = useQuery(villageQueries.clans(v.id));
  const articles = useApiQuery(villageArticleList, { villageId: v.id, pageSize: 50 });
  const images = v.media.filter((m) => m.kind === 'image').map((m) => fileSrc(m.url));
  const articleList = articles.data?.list ?? [];
  return (
    <>
      <div className="vg-hero">
        {v.cover && <img src={fileSrc(v.cover)} alt="" />}
        <div className="vg-hero__text">
          <div className="vg-hero__name">{v.name} <Tag color="warning">{VILLAGE_KIND_NAMES[v.kind]}</Tag></div>
          <div>{v.areaText}{v.address}</div>
        </div>
      </div>
      <div className="vg-actions">
        <Button size="small" onClick={() => navigate(`/village/history?id=${v.id}`)}>村史</Button>
        <Button size="small" onClick={() => navigate(`/village/people?id=${v.id}`)}>族人</Button>
        <Button size="small" disabled={!v.panorama.scenes.length} onClick={() => navigate(`/village/vr?village=${v.id}`)}>360°全景</Button>
        {v.isAdmin
          ? <Button size="small" color="primary" onClick={() => navigate(`/village/admin/index?id=${v.id}`)}>管理</Button>
          : <Button size="small" onClick={() => setCorrecting(true)}>纠错</Button>}
      </div>
      <div className="vg-section">
        <div className="vg-section__title">简介<span className="vg-muted">访问 {v.visits}</span></div>
        <div style={{ whiteSpace: 'pre-wrap' }}>{v.description || <span className="vg-muted">暂无简介</span>}</div>
        {v.latitude !== null && v.longitude !== null && (
          <Button size="mini" fill="none" color="primary" style={{ paddingLeft: 0 }}
            onClick={() => navigate(`/open-location?latitude=${v.latitude}&longitude=${v.longitude}&name=${encodeURIComponent(v.name)}`)}>
            查看位置 {v.latitude.toFixed(4)}, {v.longitude.toFixed(4)}
          </Button>
        )}
      </div>
      <div className="vg-section">
        <div className="vg-section__title">村史<Button size="mini" fill="none" onClick={() => navigate(`/village/history?id=${v.id}`)}>全部 ›</Button></div>
        {v.chronicle.length ? (
          <div className="vg-timeline">
            {v.chronicle.slice(0, 5).map((e, i) => (
              <div className="vg-timeline__item" key={i}>
                <div className="vg-timeline__date">{e.date}{e.year !== null && `（${e.year}年）`}</div>
                <div className="vg-timeline__title">{e.title}</div>
              </div>
            ))}
          </div>
        ) : <div className="vg-muted">暂无村史</div>}
      </div>
      {v.media.length > 0 && (
        <div className="vg-section">
          <div className="vg-section__title">照片视频</div>
          <div className="vg-media">
            {v.media.map((m, i) => (m.kind === 'image'
              ? <img key={i} src={fileSrc(m.url)} alt={m.title} onClick={() => ImageViewer.Multi.show({ images, defaultIndex: images.indexOf(fileSrc(m.url)) })} />
              : <video key={i} src={fileSrc(m.url)} controls preload="metadata" />))}
          </div>
        </div>
      )}
      <div className="vg-section">
        <div className="vg-section__title">根在此村的宗族
          {logged && <Button size="mini" fill="none" color="primary" onClick={() => setLinking(true)} data-testid="clan-link-open">关联我的宗族 ›</Button>}
        </div>
        {clans.isError ? <ErrorState error={clans.error} onRetry={() => void clans.refetch()} /> : clans.data?.list.length ? (
          <List>{clans.data.list.map((c) => <List.Item key={`${c.projectId}-${c.clanId}`} description={c.projectName}>{c.name}</List.Item>)}</List>
        ) : <div className="vg-muted">{clans.isPending ? '加载中…' : '暂无'}</div>}
      </div>
      <div className="vg-section">
        <div className="vg-section__title">文章</div>
        {articleList.length ? (
          <List>{articleList.map((a) => <List.Item key={a.id} description={a.summary} onClick={() => setArticle(a.id)}>{a.title}</List.Item>)}</List>
        ) : <div className="vg-muted">{articles.isPending ? '加载中…' : '暂无文章'}</div>}
      </div>
      <div className="vg-muted" style={{ padding: 16 }}>管理员：{v.admins.map((a) => a.name).join('、')}</div>
      <Popup visible={article !== null} onMaskClick={() => setArticle(null)} bodyStyle={{ maxHeight: '80vh', overflow: 'auto', padding: 16 }}>
        {article !== null && <ArticleView id={article} />}
      </Popup>
      <CorrectionPopup v={v} visible={correcting} onClose={() => setCorrecting(false)} />
      <Popup visible={linking} onMaskClick={() => setLinking(false)} bodyStyle={{ maxHeight: '80vh', overflow: 'auto' }} destroyOnClose>
        <ClanLinks v={v} onClose={() => setLinking(false)} />
      </Popup>
    </>
  );
}

/** 纠错: change the name or description, or add a chronicle entry; the village admin reviews it. */
function CorrectionPopup({ v, visible, onClose }: { v: VillageDetail; visible: boolean; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm();
  const submit = async (f: { name?: string; description?: string; date?: string; title?: string; text?: string; reason?: string }) => {
    const changes: Record<string, unknown> = {};
    if (f.name && f.name !== v.name) changes.name = f.name;
    if (f.description !== undefined && f.description !== v.description) changes.description = f.description;
    if (f.date || f.title) {
      if (!f.date || !f.title) return toast('请填写年代和事件');
      changes.chronicle = [...v.chronicle.map((e) => ({ date: e.date, title: e.title, text: e.text })), { date: f.date, title: f.title, text: f.text ?? '' }];
    }
    if (!Object.keys(changes).length) return toast('请填写要纠正的内容');
    setBusy(true);
    try {
      await correctionSave({ villageId: v.id, changes, reason: f.reason ?? '' });
      toast('已提交，等待管理员审核', 'success');
      form.resetFields();
      onClose();
    } catch { /* toasted */ } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyStyle={{ maxHeight: '85vh', overflow: 'auto' }} destroyOnClose>
      <Form form={form} layout="vertical" initialValues={{ name: v.name, description: v.description }} onFinish={(f) => void submit(f)}
        footer={<Button block type="submit" color="primary" loading={busy} data-testid="correction-submit">提交纠错</Button>}>
        <Form.Header>村落纠错（只填要改的内容）</Form.Header>
        <Form.Item name="name" label="村名"><Input maxLength={30} /></Form.Item>
        <Form.Item name="description" label="简介"><TextArea rows={3} maxLength={2000} /></Form.Item>
        <Form.Item name="date" label="补充村史 · 年代"><Input placeholder="如 明洪武三年、乾隆间" maxLength={40} data-testid="correction-date" /></Form.Item>
        <Form.Item name="title" label="补充村史 · 事件"><Input placeholder="如 修建祠堂" maxLength={60} data-testid="correction-title" /></Form.Item>
        <Form.Item name="text" label="事件详情"><TextArea rows={2} maxLength={1000} /></Form.Item>
        <Form.Item name="reason" label="依据"><Input placeholder="如 据县志、老谱" maxLength={500} /></Form.Item>
      </Form>
    </Popup>
  );
}

/**
 * A clan admin (管理员 / 协管员 of its project) links his clans to the village or unlinks them (a confirmation);
 * others are told how to become one.
 */
function ClanLinks({ v, onClose }: { v: VillageDetail; onClose: () => void }) {
  const q = useApiQuery(villageClanMine, { id: v.id });
  const [busy, setBusy] = useState<string | null>(null);
  const toggle = async (c: VillageMyClan, on: boolean) => {
    if (!on && !(await confirm({ title: '取消关联', content: `确定取消「${c.name}」与${v.name}的关联？`, confirmText: '取消关联', cancelText: '保留', danger: true }))) return;
    const key = `${c.projectId}:${c.clanId}`;
    setBusy(key);
    try {
      const p = { id: v.id, projectId: c.projectId, clanId: c.clanId };
      await (on ? villageClanLink(p) : villageClanUnlink(p));
    } catch { /* toasted */ } finally {
      setBusy(null);
    }
  };
  let body;
  if (q.isPending) body = <LoadingState />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (!q.data.list.length) body = <EmptyState title="你还没有管理的宗族" description="族谱的管理员或协管员可以把宗族关联到祖居地或迁居地" />;
  else {
    body = (
      <List>
        {q.data.list.map((c) => (
          <List.Item key={`${c.projectId}:${c.clanId}`} description={c.projectName} data-testid="clan-link-item"
            extra={<Switch checked={c.linked} loading={busy === `${c.projectId}:${c.clanId}`} onChange={(on) => void toggle(c, on)} />}>
            {c.name}
          </List.Item>
        ))}
      </List>
    );
  }
  return (
    <div style={{ padding: '12px 0' }}>
      <div className="vg-section__title" style={{ padding: '0 16px' }}>把我管理的宗族关联到{v.name}
        <Button size="mini" fill="none" onClick={onClose}>完成</Button>
      </div>
      <div className="vg-muted" style={{ padding: '0 16px 8px' }}>关联后，宗族显示在本村“根在此村的宗族”中，在此居住或安葬的族人显示在“族人”里。</div>
      {body}
    </div>
  );
}
