/**
 * Member entry without back-and-forth: after a save the editor stays on an add form for the same father, with what
 * was just added (查看 opens it) and 继续添加 儿子 / 女儿 / 妻子. When the one just added is a wife, her husband's
 * children that have no mother yet are offered to be recorded as hers, all in one step (/clan-member/mother/link).
 */
import { Button, Checkbox, Space } from 'antd-mobile';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { familyV2 } from '@contract/clan-members';
import { toast } from '@src/app/shell/feedback';
import { useApiQuery } from '@src/lib/query';
import { linkMother, memberQueries } from '@src/features/clan-members/clan-members.queries';
import type { NextKind } from '../member-form';


export function ContinueAdding({ addedId, father, current, onPick, onOpen }: {
  addedId: number;
  /** The father the next member is added to. */
  father: { id: number; name: string; canHaveWife: boolean };
  current: NextKind;
  onPick: (k: NextKind) => void;
  onOpen: (id: number) => void;
}) {
  const added = useQuery(memberQueries.get(addedId));
  const a = added.data;
  const kinds: { k: NextKind; label: string }[] = [
    { k: 'son', label: '儿子' }, { k: 'daughter', label: '女儿' }, ...(father.canHaveWife ? [{ k: 'wife' as const, label: '妻子' }] : []),
  ];
  return (
    <div className="cl-card cl-continue" data-testid="continue-adding">
      <div className="cl-row" style={{ justifyContent: 'space-between' }}>
        <span>已添加「{a?.displayName ?? '…'}」</span>
        <Button size="mini" fill="none" color="primary" onClick={() => onOpen(addedId)}>查看</Button>
      </div>
      <div className="cl-muted">继续为「{father.name}」添加：</div>
      <Space wrap style={{ marginTop: 6 }}>
        {kinds.map(({ k, label }) => (
          <Button key={k} size="small" color={k === current ? 'primary' : 'default'} fill={k === current ? 'solid' : 'outline'} onClick={() => onPick(k)}>{label}</Button>
        ))}
      </Space>
      {a?.husbandId != null && a.husbandId === father.id && <LinkChildren wife={{ id: a.id, name: a.displayName }} husbandId={father.id} />}
    </div>
  );
}

/** The husband's children without a mother, all ticked: 登记为「王氏」所出. */
function LinkChildren({ wife, husbandId }: { wife: { id: number; name: string }; husbandId: number }) {
  const fam = useApiQuery(familyV2, { id: husbandId }, { staleTime: 0 });
  const orphans = (fam.data?.children ?? []).filter((c) => c.motherId === null);
  const [unticked, setUnticked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(0);
  if (done) return <div className="cl-muted" role="status" style={{ marginTop: 8 }}>已将{done}名子女登记为「{wife.name}」所出</div>;
  if (!orphans.length) return null;
  const chosen = orphans.map((c) => c.id).filter((id) => !unticked.includes(id));
  const submit = async () => {
    setBusy(true);
    try {
      const r = await linkMother({ motherId: wife.id, childIds: chosen });
      toast(`已登记${r.linked}人`, 'success');
      setDone(r.linked);
    } catch { /* the API client has shown the msbox */ } finally { setBusy(false); }
  };
  return (
    <div className="cl-link-mother" data-testid="link-mother">
      <div style={{ margin: '10px 0 4px' }}>这些子女还没有登记母亲，是「{wife.name}」所出吗？</div>
      <Checkbox.Group value={chosen} onChange={(v) => setUnticked(orphans.map((c) => c.id).filter((id) => !v.includes(id)))}>
        <Space wrap>
          {orphans.map((c) => <Checkbox key={c.id} value={c.id}>{c.name}</Checkbox>)}
        </Space>
      </Checkbox.Group>
      <Button block size="small" color="primary" style={{ marginTop: 8 }} loading={busy} disabled={!chosen.length} onClick={() => void submit()}>
        登记为「{wife.name}」所出（{chosen.length}人）
      </Button>
    </div>
  );
}
