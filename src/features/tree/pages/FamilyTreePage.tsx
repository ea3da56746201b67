/**
 * The family-tree view (GET /family/tree) on the tree route: /pages/zupu/shupu/index?familyId=<家庭ID>
 * [&memberId=<centre>][&relation=…] (?family=1: my own family). The window of relatives is drawn by the same
 * TreeRenderer as the clan tree (render/tree/family-input.ts): couples as one node, each card with the 称谓 seen
 * from the centre, rows labelled 祖辈/父辈/本辈/子辈; full window on wide screens. Options: the relation filter
 * (asks the server again), 显示女性, 父系; tap a card for the person, 以TA为中心 re-centres; PNG export.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { tree as familyTree } from '@contract/family';
import { treeInputFromFamily } from '@render/tree/family-input';
import type { TreeRenderer } from '@render/tree/TreeRenderer';
import { store, userInfoAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { FamilyNodePopup } from '../components/FamilyNodePopup';
import { FamilyToolbar } from '../components/FamilyToolbar';
import { LoadProgressView } from '../components/LoadProgressView';
import { downloadBlob } from '../export-png';
import { familyEngineFilter, familyQuery, familyRowLabel, type FamilyRelation } from '../family-view';
import { TreeCanvas } from '../TreeCanvas';
import { selectedMemberAtom, treeOptionsAtom, treeRootAtom } from '../tree.atoms';
import '../tree.css';

export default function FamilyTreePage() {
  const [params, setParams] = useSearchParams();
  const q = familyQuery(params) ?? { familyId: null, centre: null, relation: 'all' as FamilyRelation };
  const user = useAtomValue(userInfoAtom);
  const loggedIn = !!user && user.id !== 1;
  const t = useApiQuery(familyTree, { familyId: q.familyId ?? undefined, id: q.centre ?? undefined, relation: q.relation }, {
    enabled: loggedIn, call: { silent: true },
  });
  const data = t.data;
  const built = useMemo(() => (data ? treeInputFromFamily(data.nodes, data.rootId) : null), [data]);
  const centreGen = data?.nodes.find((n) => n.id === data.centerId)?.generation ?? 1;
  const rowLabel = useMemo(() => (g: number) => familyRowLabel(g, centreGen), [centreGen]);
  const engine = useRef<TreeRenderer | null>(null);
  const selected = useAtomValue(selectedMemberAtom);
  const [popup, setPopup] = useState(false);

  useEffect(() => {
    store.set(selectedMemberAtom, -1);
    store.set(treeRootAtom, -1);
    store.set(treeOptionsAtom, { ...store.get(treeOptionsAtom), generations: 0, myteam: false, location: false });
  }, [built]);

  const setQuery = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    if (data && !next.get('familyId')) next.set('familyId', String(data.familyId));
    next.delete('family');
    setParams(next, { replace: true });
  };
  // the centre in view and selected, once the first layout is there
  const onEngine = (e: TreeRenderer) => {
    const c = built && data ? (built.indexById.get(data.centerId) ?? -1) : -1;
    const off = e.on('layout', () => {
      off();
      if (c < 0) return;
      store.set(selectedMemberAtom, c);
      e.focusMember(c, { animate: false });
    });
  };
  const onExport = () => {
    const e = engine.current;
    if (e) void e.exportWhole({ maxSide: 8192 }).then((b) => downloadBlob(b, '家庭树.png'));
  };

  const node = popup && built && data && selected >= 0 ? data.nodes[selected] ?? null : null;
  let body;
  if (!loggedIn) body = <EmptyState title="登录后查看您的家庭树" />;
  else if (t.error) body = <ErrorState error={t.error} onRetry={() => void t.refetch()} />;
  else if (!data || !built) body = <LoadProgressView progress={null} label="正在加载家庭树" />;
  else {
    body = (
      <>
        <FamilyToolbar relation={q.relation} onRelation={(r) => setQuery({ relation: r === 'all' ? null : r })}
          onHome={q.centre !== null ? () => setQuery({ memberId: null }) : undefined} onExport={onExport} />
        {data.truncated && <div className="tree-note">亲属较多，仅显示离中心较近的一部分</div>}
        {data.nodes.length <= 1 && q.relation !== 'all'
          ? <EmptyState title="暂无此类亲属" description="可在「我的家庭」中添加亲属" />
          : <TreeCanvas input={built.input} mine={-1} engineRef={engine} onTap={(i) => setPopup(i >= 0)}
              toFilter={familyEngineFilter} rowLabel={rowLabel} onEngine={onEngine} />}
        <FamilyNodePopup node={node} familyId={data.familyId} centreId={data.centerId} onClose={() => setPopup(false)}
          onCentre={(id) => (setPopup(false), setQuery({ memberId: String(id) }))} />
      </>
    );
  }
  return (
    <PageLayout title="家庭树" className="tree-page">
      {body}
    </PageLayout>
  );
}
