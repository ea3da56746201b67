/**
 * A clan (/clan/detail?id=<clanId>[&projectId]): 堂号, name, counts (members, 世 range), 字辈 poems, 房支, the
 * generations with their 字辈 character and counts; entries to the tree, the member search, 名人, 纠错, 家谱书; and
 * for editors the member editor (添加始祖 first, as a guide, while the clan is empty) and the clan admin screens.
 */
import { Button, Collapse } from 'antd-mobile';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { detail, generationList, type ClanDetail } from '@contract/clans';
import { ROLE_NAMES } from '@contract/projects';
import { generationLabel } from '@model/generations';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { ProjectGate } from '../components/ProjectGate';
import { BranchList } from '@src/components/ui/BranchList';
import { ZibeiPoems } from '../components/ZibeiPoems';
import { setCurrent } from '../project-access';
import '../clans.css';
import { recordClanVisit } from '../clans.queries';

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

function Generations({ clanId }: { clanId: number }) {
  const q = useApiQuery(generationList, { clanId });
  return (
    <QueryView query={q} empty={(d) => d.list.length === 0}>
      {(d) => (
        <div>
          {d.list.map((g) => (
            <div key={g.generation} className="cl-row" style={{ justifyContent: 'space-between', lineHeight: 2 }}>
              <span>{g.label}{g.zibei && <span className="cl-tag cl-tag--red">{g.zibei}</span>}</span>
              <span className="cl-muted">{g.count}人</span>
            </div>
          ))}
        </div>
      )}
    </QueryView>
  );
}

function ClanView({ c }: { c: ClanDetail }) {
  const navigate = useNavigate();
  const go = (path: string) => () => navigate(path);
  return (
    <div className="cl-page">
      <div className="cl-card">
        {c.hall && <div className="cl-hall">{c.hall}</div>}
        <div style={{ textAlign: 'center', fontSize: 18, fontWeight: 600, marginTop: 4 }}>{c.name}</div>
        <div className="cl-muted" style={{ textAlign: 'center' }}>
          {c.project.name} · {c.memberCount.toLocaleString('zh-CN')}人
          {c.maxGeneration > 0 && ` · ${generationLabel(c.minGeneration)}至${generationLabel(c.maxGeneration)}`}
          {` · ${c.role ? ROLE_NAMES[c.role] : '访客'}`}
        </div>
      </div>
      {c.canEdit && c.rootId === null && (
        <div className="cl-card cl-guide" data-testid="add-founder">
          <div className="cl-guide__title">第一步：添加始祖</div>
          <div className="cl-muted">族谱还没有成员。先录入始祖（一世祖），再逐代添加子孙。</div>
          <Button block color="primary" style={{ marginTop: 10 }} onClick={go(`/clan/member/edit?clanId=${c.id}&kind=child`)}>添加始祖</Button>
        </div>
      )}
      <div className="cl-actions">
        <Button color="primary" onClick={go(`/clan/tree/index?clanId=${c.id}`)}>世系图</Button>
        <Button onClick={go(`/clan/member/select?clanId=${c.id}&browse=1`)}>查找成员</Button>
        <Button onClick={go(`/clan/elite?clanId=${c.id}`)}>名人录</Button>
        <Button onClick={go(`/clan/correction?clanId=${c.id}`)}>纠错</Button>
        <Button onClick={go(`/clan/book/index?clanId=${c.id}&projectId=${c.projectId}`)}>家谱书</Button>
      </div>
      {c.canEdit && (
        <div className="cl-card">
          <div className="cl-subtitle">管理</div>
          <div className="cl-row">
            {c.rootId !== null && <Button size="small" onClick={go(`/clan/member/edit?clanId=${c.id}&id=${c.rootId}`)}>编辑始祖</Button>}
            <Button size="small" onClick={go(`/clan/admin/clan-edit?id=${c.id}&projectId=${c.projectId}`)}>族谱设置</Button>
            <Button size="small" onClick={go(`/clan/admin/members?clanId=${c.id}`)}>成员管理</Button>
            <Button size="small" onClick={go(`/clan/admin/correction?clanId=${c.id}`)}>纠错审核</Button>
            <Button size="small" onClick={go(`/clan/admin/log?clanId=${c.id}`)}>操作日志</Button>
          </div>
        </div>
      )}
      {c.rootId === null && !c.canEdit && <EmptyState title="族谱尚无成员" />}
      <Collapse defaultActiveKey={['poems']}>
        <Collapse.Panel key="poems" title="字辈"><ZibeiPoems poems={c.poems} branches={c.branches} /></Collapse.Panel>
        <Collapse.Panel key="branches" title={`房支（${c.branches.length}）`}><BranchList branches={c.branches} /></Collapse.Panel>
        <Collapse.Panel key="generations" title="世次与人数"><Generations clanId={c.id} /></Collapse.Panel>
      </Collapse>
    </div>
  );
}

function ClanLoader({ id }: { id: number }) {
  const q = useApiQuery(detail, { id });
  const pid = q.data?.projectId;
  useEffect(() => {
    if (!pid) return;
    setCurrent(pid, id);
    void recordClanVisit({ clanId: id }).catch(() => undefined);
  }, [pid, id]);
  return <QueryView query={q}>{(c) => <ClanView c={c} />}</QueryView>;
}

export default function ClanDetailPage() {
  const [params] = useSearchParams();
  const id = num(params.get('id')) ?? num(params.get('clanId'));
  const projectId = num(params.get('projectId'));
  if (!id) return <PageLayout title="族谱"><EmptyState title="缺少族谱编号" /></PageLayout>;
  return (
    <PageLayout title="族谱" grey>
      {projectId ? <ProjectGate projectId={projectId} clanId={id}><ClanLoader id={id} /></ProjectGate> : <ClanLoader id={id} />}
    </PageLayout>
  );
}
