/**
 * My family (/subpages/caiding/family[?id=<familyId>][&memberId=<centre>]): my own relatives by relation (父母, 配偶,
 * 子女, 兄弟姐妹, or all, each with the 称谓 from the centre), tapping one opens him (edit, add relatives,
 * associate with a clan member). Another user's family: ask to join (/family/join); the owner approves requests.
 */
import { Button, List, NoticeBar, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { get as getFamily, tree, type FamilyInfo } from '@contract/family';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { formatDate } from '@src/lib/format/datetime';
import { useApiQuery } from '@src/lib/query';
import { FamilyPersonPopup } from '../components/FamilyPersonPopup';
import { familyLine, generationRows, TREE_FILTERS, type TreeFilter } from '../family-model';
import '../clans.css';
import { answerJoinRequest, askToJoinFamily } from '../family.queries';

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

function Requests({ f, onDone }: { f: FamilyInfo; onDone: () => void }) {
  if (!f.requests.length) return null;
  const answer = async (id: number, reject: boolean) => {
    await answerJoinRequest({ id, reject: reject ? 1 : undefined });
    toast(reject ? '已拒绝' : '已同意', 'success');
    onDone();
  };
  return (
    <List header="加入申请">
      {f.requests.map((r) => (
        <List.Item key={r.id} description={formatDate(r.at)} extra={
          <div className="cl-row">
            <Button size="mini" onClick={() => void answer(r.id, true)}>拒绝</Button>
            <Button size="mini" color="primary" onClick={() => void answer(r.id, false)}>同意</Button>
          </div>
        }>{r.name}</List.Item>
      ))}
    </List>
  );
}

function FamilyTree({ f, centre, setCentre }: { f: FamilyInfo; centre: number | null; setCentre: (id: number) => void }) {
  const [filter, setFilter] = useState<TreeFilter>('all');
  const [open, setOpen] = useState<number | null>(null);
  const q = useApiQuery(tree, { familyId: f.id, id: centre ?? undefined, relation: filter });
  return (
    <>
      <Tabs activeKey={filter} onChange={(k) => setFilter(k as TreeFilter)}>
        {TREE_FILTERS.map((t) => <Tabs.Tab key={t.key} title={t.title} />)}
      </Tabs>
      <QueryView query={q}>
        {(t) => t.nodes.length <= 1 && filter !== 'all' ? <EmptyState title="暂无此类亲属" description="点选本人可添加亲属" /> : (
          <div className="cl-page">
            {t.truncated && <NoticeBar content="亲属较多，仅显示较近的一部分" color="info" />}
            {generationRows(t.nodes, t.centerId).map((row) => (
              <div key={row.generation} className="cl-card">
                <div className="cl-muted">{row.label}</div>
                <div className="cl-row">
                  {row.nodes.map((n) => (
                    <Button key={n.id} size="small" color={n.id === t.centerId ? 'primary' : 'default'} onClick={() => setOpen(n.id)}
                      style={{ borderColor: n.gender === 'f' ? '#FC5D6A' : '#08B06B' }}>
                      {n.name}<span className="cl-muted" style={{ marginLeft: 4 }}>{n.relation}</span>{n.clanMemberId ? ' 🔗' : ''}
                    </Button>
                  ))}
                </div>
              </div>
            ))}
          </div>
        )}
      </QueryView>
      {open !== null && (
        <FamilyPersonPopup id={open} onClose={() => setOpen(null)} onChanged={() => void q.refetch()} onCenter={(id) => { setOpen(null); setCentre(id); }} />
      )}
    </>
  );
}

export default function FamilyPage() {
  const [params] = useSearchParams();
  const user = useAtomValue(userInfoAtom);
  const familyId = num(params.get('id')) ?? num(params.get('familyId'));
  const [centre, setCentre] = useState<number | null>(num(params.get('memberId')));
  const loggedIn = !!user && user.id !== 1;
  const q = useApiQuery(getFamily, { id: familyId ?? undefined }, { enabled: loggedIn });
  if (!loggedIn) return <PageLayout title="我的家庭"><EmptyState title="登录后查看您的家庭树" /></PageLayout>;
  return (
    <PageLayout title={q.data?.name || '我的家庭'} grey>
      <QueryView query={q}>
        {(f) => (
          <>
            <div className="cl-card" style={{ margin: 12 }}>
              <div>{familyLine(f)}</div>
              <div className="cl-muted">创建人：{f.ownerName}{f.role === 'owner' ? '（我）' : f.role === 'member' ? ' · 我是家人' : ''}</div>
              {f.role === null && <Button size="small" color="primary" style={{ marginTop: 8 }} onClick={() => void askToJoinFamily({ id: f.id }).then(() => toast('已申请，请等待创建人审核'), () => undefined)}>申请加入</Button>}
              {f.role === 'pending' && <div className="cl-muted">已申请加入，请等待创建人审核</div>}
            </div>
            {f.role === 'owner' && <Requests f={f} onDone={() => void q.refetch()} />}
            {f.role === 'owner' || f.role === 'member' ? (
              <>
                {centre !== null && centre !== f.myPersonId && <Button size="mini" fill="none" onClick={() => setCentre(null)}>回到本人</Button>}
                <FamilyTree f={f} centre={centre} setCentre={setCentre} />
              </>
            ) : null}
          </>
        )}
      </QueryView>
    </PageLayout>
  );
}
