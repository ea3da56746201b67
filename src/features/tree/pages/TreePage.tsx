/**
 * The tree screens: /pages/zupu/shupu/index (?clanId or ?id), /clan/tree/index and /clan/tree/preview
 * (read only) — full window. Loads the clan (poems, name) and its tree pack (with a progress bar), then the
 * canvas, the toolbar, the member popup, search, 找到我 (the member the user is bound to as 本人; ?memberId only
 * names a member to highlight as 我的分支 when he is bound to none here) and PNG export.
 * Two views (overview-model.ts): 概览, the whole clan's male line as an icicle (the first view above 5,000
 * members; ?view=overview|cards picks one), and 卡片, the card tree. A tap on a band flies to that member's card;
 * back on 概览, the cards that were on screen show as a box. Each view's engine is made the first time it is shown
 * and kept (hidden) while the other one is on screen.
 */
import { ActionSheet, Popup } from 'antd-mobile';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { detail as clanDetail } from '@contract/clans';
import { packIndexById, type TreePack } from '@model/tree-pack';
import { treeInputFromPack } from '@render/tree/pack-input';
import type { OverviewHighlights, OverviewRenderer } from '@render/overview/OverviewRenderer';
import type { TreeRenderer } from '@render/tree/TreeRenderer';
import type { GenerationSpan } from '@render/tree/types';
import { currentProjectAtom, store, useAtomValue } from '@src/app/store';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ProgressBarLine } from '@src/components/ui/ProgressBarLine';
import { EmptyState, ErrorState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { canEditMember } from '../edit-rights';
import { LoadProgressView } from '../components/LoadProgressView';
import { MemberPopup } from '../components/MemberPopup';
import { SearchPopup } from '../components/SearchPopup';
import { TreeToolbar } from '../components/TreeToolbar';
import { downloadBlob } from '../export-png';
import { loadOverview, OverviewCanvas } from '../OverviewCanvas';
import { firstView, overviewAnchor, type TreeView } from '../overview-model';
import { TreeCanvas } from '../TreeCanvas';
import { selectedMemberAtom, treeOptionsAtom, treeRootAtom } from '../tree.atoms';
import { chineseNumber, gutterPoem } from '../tree-model';
import { useFindMe } from '../use-find-me';
import { useTreePack } from '../use-tree-pack';
import '../tree.css';

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

export default function TreePage() {
  const [params] = useSearchParams();
  const preview = useLocation().pathname.endsWith('/preview');
  const project = useAtomValue(currentProjectAtom);
  const clanId = num(params.get('clanId')) ?? num(params.get('id')) ?? project.clanId;
  const clan = useApiQuery(clanDetail, { id: clanId ?? 0 }, { enabled: !!clanId, call: { silent: true } });
  const { pack, preview: head, progress, error, retry } = useTreePack(clanId);
  const input = useMemo(() => (pack ? (performance.mark('tree:input-start'), treeInputFromPack(pack)) : null), [pack]);
  // the first generations, drawn on the overview while the rest downloads (a prefix: the same member indices)
  const headInput = useMemo(() => (head && !pack ? treeInputFromPack(head) : null), [head, pack]);
  // id → index (a Map of every member: ~0.2 s at 1,000,000, more on a busy phone) is made once the overview has
  // drawn the whole clan (or at once when it is not the first view), not on the first frame's path; 找到我,
  // ?memberId and the edit rights wait for it
  const [byId, setById] = useState<{ pack: TreePack; map: ReadonlyMap<number, number> } | null>(null);
  const [overviewDrawn, setOverviewDrawn] = useState<TreePack | null>(null);
  const overviewFirstOf = pack ? firstView(pack.count, params.get('view')) === 'overview' : false;
  useEffect(() => {
    if (!pack || (overviewFirstOf && overviewDrawn !== pack)) return;
    const timer = setTimeout(() => {
      setById({ pack, map: packIndexById(pack) });
      performance.mark('tree:by-id');
    }, 0);
    return () => clearTimeout(timer);
  }, [pack, overviewFirstOf, overviewDrawn]);
  const idIndex = byId && byId.pack === pack ? byId.map : null;
  const poem = useMemo(() => (clan.data ? gutterPoem(clan.data.poems) : undefined), [clan.data]);
  const engine = useRef<TreeRenderer | null>(null);
  const selected = useAtomValue(selectedMemberAtom);
  const [popup, setPopup] = useState(false);
  const [search, setSearch] = useState(false);
  const [exporting, setExporting] = useState<number | null>(null);
  const overview = useRef<OverviewRenderer | null>(null);
  const [view, setView] = useState<TreeView | null>(null);
  const [shown, setShown] = useState({ overview: false, cards: false });
  const [hits, setHits] = useState<number[]>([]);
  const [inView, setInView] = useState<Int32Array | null>(null);
  /** A member to fly to once the card engine has its first layout (it is made on the first switch to 卡片). */
  const pendingFly = useRef(-1);
  const options = useAtomValue(treeOptionsAtom);
  const anchor = useMemo(() => (pack ? overviewAnchor(pack) : undefined), [pack]);

  useEffect(() => {
    void loadOverview(); // its chunk (pixi included) downloads with the pack
  }, []);

  useEffect(() => {
    store.set(selectedMemberAtom, -1);
    store.set(treeRootAtom, -1);
    const v = pack ? firstView(pack.count, params.get('view')) : null;
    setView(v);
    setShown({ overview: v === 'overview', cards: v === 'cards' });
    setInView(null);
    // the first view is chosen per pack; ?view is read then only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pack]);

  const show = (v: TreeView) => {
    if (v === 'overview' && engine.current) setInView(engine.current.membersInView());
    setView(v);
    setShown((s) => ({ ...s, [v]: true }));
  };
  const onEngine = useCallback((e: TreeRenderer) => {
    const off = e.on('layout', () => {
      off();
      const i = pendingFly.current;
      pendingFly.current = -1;
      if (i >= 0) e.focusMember(i);
    });
  }, []);

  const flyTo = (i: number) => {
    if (i < 0) return;
    if (view === 'overview') show('cards');
    const e = engine.current;
    store.set(selectedMemberAtom, i);
    setPopup(true);
    if (!e || !e.getLayout()) {
      pendingFly.current = i;
      return;
    }
    if (e.getLayout()?.visible[i]) return e.focusMember(i, { animate: true });
    // outside the current filter: show the whole tree, then fly
    const off = e.on('layout', () => (off(), e.focusMember(i, { animate: true })));
    store.set(treeRootAtom, -1);
    store.set(treeOptionsAtom, { ...store.get(treeOptionsAtom), generations: 0, women: true });
  };
  const me = useFindMe({
    projectId: clan.data?.projectId, clanId: clanId ?? 0, pack, byId: idIndex, selected, flyTo, openSearch: () => setSearch(true),
  });
  const mine = me.mine >= 0 ? me.mine : (idIndex?.get(num(params.get('memberId')) ?? -1) ?? -1);
  const highlights = useMemo<OverviewHighlights>(() => ({
    search: hits, mine: options.myteam ? mine : -1, dna: options.dna ? selected : -1, view: inView, anchor, selected,
  }), [hits, options.myteam, options.dna, mine, selected, inView, anchor]);
  const onSpan = (g: GenerationSpan) => {
    if (g > 0 && selected >= 0) store.set(treeRootAtom, selected);
    store.set(treeOptionsAtom, { ...store.get(treeOptionsAtom), generations: g });
  };
  const onExport = () => {
    const e = engine.current;
    if (!e) return;
    const name = clan.data?.name ?? '世系图';
    ActionSheet.show({
      actions: [
        { key: 'view', text: '导出当前画面', onClick: () => void e.exportView().then((b) => downloadBlob(b, `${name}.png`)) },
        {
          key: 'whole', text: '导出整棵树', onClick: () => {
            setExporting(0);
            e.exportWhole({ onProgress: (done, total) => setExporting(Math.round((done / total) * 100)) })
              .then((b) => downloadBlob(b, `${name}-全图.png`), () => toast('导出失败，请缩小范围后重试'))
              .finally(() => setExporting(null));
          },
        },
      ],
      cancelText: '取消',
      closeOnAction: true,
    });
  };

  const title = clan.data ? `${clan.data.name}${preview ? ' · 预览' : ''}` : '世系树';
  // the overview's engine starts while the pack downloads (its chunk, WebGL) once the header says it is the first
  // view; the canvas stays mounted when the pack is in (same place in the tree below), the bar drawn over it
  const members = pack ? pack.count : progress?.members;
  const overviewFirst = members !== undefined && firstView(members, params.get('view')) === 'overview';
  const ready = !!pack && !!input;
  let body;
  if (!clanId) body = <EmptyState title="未指定族谱" />;
  else if (error) body = <ErrorState error={error} onRetry={retry} />;
  else if (!ready && !overviewFirst) body = <LoadProgressView progress={progress} />;
  else if (pack && pack.count === 0) body = <EmptyState title="族谱中还没有成员" />;
  else {
    const count = (pack?.count ?? 0).toLocaleString('zh-CN');
    body = (
      <>
        {ready ? (
          <div className="tree-views" role="tablist" aria-label="视图">
            {(['overview', 'cards'] as const).map((v) => (
              <button key={v} type="button" role="tab" aria-selected={view === v} className={`tree-views__tab${view === v ? ' tree-views__tab--on' : ''}`}
                onClick={() => show(v)}>{v === 'overview' ? '概览' : '卡片'}</button>
            ))}
            <span className="tree-views__count">{view === 'overview' ? `共 ${count} 人 · 点色块看卡片` : `共 ${count} 人`}</span>
          </div>
        ) : null}
        {ready ? (
          <TreeToolbar onSpan={(g) => (show('cards'), onSpan(g))} onSearch={() => setSearch(true)} onFindMe={() => void me.onFindMe()} onExport={onExport}
            onWhole={() => (view === 'overview' ? overview.current?.fit() : engine.current?.fit())} overview={view === 'overview'} />
        ) : null}
        <div className="tree-stage">
          {shown.cards && input && (
            <div className={`tree-stage__layer${view === 'cards' ? '' : ' tree-stage__layer--hidden'}`}>
              <TreeCanvas input={input} poem={poem} mine={mine} engineRef={engine} onTap={(i) => setPopup(i >= 0)} onEngine={onEngine} />
            </div>
          )}
          {(shown.overview || overviewFirst) && (
            <div className={`tree-stage__layer${(view ?? 'overview') === 'overview' ? '' : ' tree-stage__layer--hidden'}`}>
              <OverviewCanvas input={input ?? headInput} preview={!input} poem={poem} highlights={highlights} engineRef={overview} onPick={flyTo}
                onReady={() => setOverviewDrawn(pack)} />
            </div>
          )}
          {!ready && (
            <div className={`tree-stage__loading${headInput && head ? ' tree-stage__loading--strip' : ''}`}>
              <LoadProgressView progress={progress}
                label={headInput && head ? `已显示前${chineseNumber(head.generation[head.count - 1] - head.generation[0] + 1)}世，正在加载其余成员` : undefined} />
            </div>
          )}
        </div>
        {pack && ready ? (
          <>
            <MemberPopup pack={pack} index={popup ? selected : -1} clanId={clanId} preview={preview} onClose={() => setPopup(false)}
              canEdit={!!idIndex && canEditMember(clan.data, pack, selected, idIndex)} canClaim={!preview && me.unbound}
              onRoot={(i) => (store.set(treeRootAtom, i), setPopup(false))} />
            <SearchPopup pack={pack} visible={search} onClose={() => setSearch(false)} onHits={setHits}
              onPick={(i) => (setSearch(false), view === 'overview' ? (store.set(selectedMemberAtom, i), overview.current?.focusMember(i, { animate: true })) : flyTo(i))} />
            <Popup visible={exporting !== null} bodyClassName="tree-export">
              <ProgressBarLine percent={exporting ?? 0} label="正在导出整棵树，请稍候" />
            </Popup>
          </>
        ) : null}
      </>
    );
  }
  return (
    <PageLayout title={title} className="tree-page">
      {body}
    </PageLayout>
  );
}
