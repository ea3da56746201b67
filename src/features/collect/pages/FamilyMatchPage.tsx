/**
 * /clan/collect/family-match?id=: a submitted household beside the register. For each person: the register's
 * candidates (同名: 世, 父亲, 房; the phone when it matches a bound member) or 新增; search the tree for another.
 * 合并 sends the members' versions as read here: if one changed meanwhile the server refuses and this screen
 * reloads. Merged members are in the tree and in the operation log (revertible there).
 */
import { Button, Popup, Radio, Tag } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/collect';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { MemberPicker, personLine, useIds } from '../collect-ui';
import { fetchMember, mergeFamily } from '../collect.queries';

type Choice = { memberId: number | null; version?: number; name?: string };
type Row = c.Person & { candidates: c.CheckHit[] };

function initial(p: Row): Choice {
  const best = p.candidates.find((h) => h.phoneMatch) ?? (p.role === 'father' && p.candidates.length === 1 ? p.candidates[0] : undefined);
  return best ? { memberId: best.id, version: best.version, name: best.name } : { memberId: null };
}

export default function FamilyMatchPage() {
  const navigate = useNavigate();
  const { id } = useIds();
  const q = useApiQuery(c.matchView, { id: id ?? 0 }, { enabled: !!id });
  const [choice, setChoice] = useState<Record<number, Choice>>({});
  const [searching, setSearching] = useState<Row | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (q.data) setChoice(Object.fromEntries(q.data.people.map((p) => [p.id, initial(p)])));
  }, [q.data]);
  const pickOther = async (p: Row, memberId: number, name: string) => {
    setSearching(null);
    const m = await fetchMember(memberId).catch(() => null);
    if (m) setChoice((o) => ({ ...o, [p.id]: { memberId, version: m.version, name } }));
  };
  const merge = async (people: Row[]) => {
    const matches = people.map((p) => ({ personId: p.id, memberId: choice[p.id]?.memberId ?? null, version: choice[p.id]?.version }));
    const added = matches.filter((m) => m.memberId === null).length;
    if (!(await confirm({ content: `将新增 ${added} 人、匹配 ${matches.length - added} 人进族谱，确定合并吗？`, confirmText: '合并' }))) return;
    setBusy(true);
    try {
      const r = await mergeFamily({ id: id!, matches });
      toast(`已合并：新增 ${r.added} 人`, 'success');
      navigate(`/clan/collect/family?id=${id}`, { replace: true });
    } catch {
      void q.refetch(); // a stale version: show the register as it is now
    } finally { setBusy(false); }
  };
  return (
    <PageLayout title="核对合并" grey>
      <QueryView query={q}>
        {(v) => (
          <div className="cl-page">
            <div className="cl-card">
              <h3>{v.family.title}</h3>
              <div className="cl-muted">{v.family.fatherMember ? `填写人从族谱中选择的父亲：${v.family.fatherMember.name}` : '父亲须匹配族谱中已有的成员（或匹配本人）'}</div>
            </div>
            {v.people.map((p) => {
              const ch = choice[p.id] ?? { memberId: null };
              const extra: c.CheckHit[] = ch.memberId !== null && !p.candidates.some((h) => h.id === ch.memberId)
                ? [{ id: ch.memberId, name: ch.name ?? '', generation: 0, generationLabel: '', fatherName: '', branchName: '', birthYear: null, living: false, phoneMatch: false, version: ch.version ?? 0 }] : [];
              return (
                <div key={p.id} className="cl-match" data-testid={`match-${p.id}`}>
                  <div><b>{p.surname}{p.name}</b> <Tag>{p.roleName}</Tag> <span className="cl-muted">{personLine(p)}</span></div>
                  <Radio.Group value={ch.memberId ?? 0} onChange={(val) => {
                    const h = [...p.candidates, ...extra].find((x) => x.id === val);
                    setChoice((o) => ({ ...o, [p.id]: h ? { memberId: h.id, version: h.version, name: h.name } : { memberId: null } }));
                  }}>
                    {[...p.candidates, ...extra].map((h) => (
                      <div className="cl-cand" key={h.id}>
                        <Radio value={h.id}>匹配 {h.name}</Radio>
                        <span className="cl-muted">{[h.generationLabel, h.fatherName && `父 ${h.fatherName}`, h.branchName].filter(Boolean).join(' · ')}</span>
                        {h.phoneMatch && <Tag color="success">手机号一致</Tag>}
                      </div>
                    ))}
                    <div className="cl-cand"><Radio value={0}>{p.role === 'father' ? '（父亲须匹配已有成员）' : '新增为族谱成员'}</Radio></div>
                  </Radio.Group>
                  <Button size="mini" fill="none" color="primary" onClick={() => setSearching(p)}>在族谱中搜索其他成员</Button>
                </div>
              );
            })}
            <div className="cl-foot"><Button block color="primary" loading={busy} onClick={() => void merge(v.people)}>合并进族谱</Button></div>
            <Popup visible={!!searching} onMaskClick={() => setSearching(null)} bodyStyle={{ height: '70vh', overflow: 'auto' }}>
              {searching && <MemberPicker clanId={v.family.clanId} onPick={(h) => void pickOther(searching, h.id, h.name)} />}
            </Popup>
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}

