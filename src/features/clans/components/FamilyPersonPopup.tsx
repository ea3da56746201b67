/**
 * One relative of my family (/family/member/:id): details, 称谓, relatives; edit, add a relative, associate with a
 * clan member (pick one of my clans, then the member), delete (owner, with confirmation).
 */
import { Button, List, Popup } from 'antd-mobile';
import { useState } from 'react';
import { member as familyMember, type FamilyPerson, type Relation } from '@contract/family';
import { listMy } from '@contract/clans';
import { confirm, toast } from '@src/app/shell/feedback';
import { PagedList } from '@src/components/ui/PagedList';
import { QueryView } from '@src/components/ui/States';
import { useApiInfinite, useApiQuery } from '@src/lib/query';
import { previewDate, previewLine } from '../date-input';
import { addableRelations, RELATION_NAMES } from '../family-model';
import { FamilyPersonForm } from './FamilyPersonForm';
import { MemberPicker } from './MemberPicker';
import { linkFamilyPerson, removeFamilyPerson } from '../family.queries';

const dateLine = (p: FamilyPerson) =>
  [p.birth?.original && `生于 ${p.birth.original}（${previewLine(previewDate(p.birth.original))}）`, p.death?.original && `卒于 ${p.death.original}`].filter(Boolean).join('；');

export function FamilyPersonPopup({ id, onClose, onChanged, onCenter }: { id: number; onClose: () => void; onChanged: () => void; onCenter: (id: number) => void }) {
  const q = useApiQuery(familyMember, { id }, { staleTime: 0 });
  const [form, setForm] = useState<{ edit?: FamilyPerson; relation?: Relation } | null>(null);
  const [clanPick, setClanPick] = useState<'clans' | number | null>(null);
  const clans = useApiInfinite(listMy, {}, { enabled: clanPick === 'clans' });
  const changed = () => { setForm(null); void q.refetch(); onChanged(); };
  const del = async (p: FamilyPerson) => {
    if (!(await confirm({ title: '删除亲属', content: `确定删除“${p.name}”吗？其与子女、配偶的关系将一并解除。`, danger: true, confirmText: '删除' }))) return;
    await removeFamilyPerson({ id: p.id });
    toast('已删除', 'success');
    onChanged();
    onClose();
  };
  const link = async (clanMemberId: number | null) => {
    await linkFamilyPerson({ id, clanMemberId });
    toast(clanMemberId ? '已关联' : '已解除关联', 'success');
    changed();
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 10, borderTopRightRadius: 10, maxHeight: '85vh', overflow: 'auto' }}>
      <QueryView query={q}>
        {(d) => (
          <div style={{ padding: 12 }}>
            <div className="cl-subtitle">{d.person.name} <span className="cl-tag">{d.relation}</span></div>
            <div className="cl-muted">{dateLine(d.person) || '生卒未填'}{d.person.living ? ' · 在世' : ''}</div>
            {d.person.location && <div className="cl-muted">所在地：{d.person.location}</div>}
            {d.person.phone && <div className="cl-muted">电话：{d.person.phone}</div>}
            {d.person.note && <p>{d.person.note}</p>}
            <div className="cl-muted">
              {d.person.clanMember ? `已关联：${d.person.clanMember.clanName} ${d.person.clanMember.generation}世 ${d.person.clanMember.name}` : '未关联族谱成员'}
            </div>
            <List>
              {[['父亲', d.father], ['母亲', d.mother], ['配偶', d.spouse]].map(([k, p]) => p && typeof p === 'object' && (
                <List.Item key={k as string} prefix={<span className="cl-tag">{k as string}</span>} onClick={() => onCenter(p.id)}>{p.name}</List.Item>
              ))}
              {d.children.map((c) => <List.Item key={c.id} prefix={<span className="cl-tag">{c.gender === 'f' ? '女儿' : '儿子'}</span>} onClick={() => onCenter(c.id)}>{c.name}</List.Item>)}
              {d.siblings.map((s) => <List.Item key={s.id} prefix={<span className="cl-tag">{s.gender === 'f' ? '姐妹' : '兄弟'}</span>} onClick={() => onCenter(s.id)}>{s.name}</List.Item>)}
            </List>
            {d.canEdit && (
              <>
                <div className="cl-muted" style={{ margin: '8px 0 4px' }}>添加亲属</div>
                <div className="cl-row">
                  {addableRelations(d.person).map((r) => <Button key={r} size="small" onClick={() => setForm({ relation: r })}>{RELATION_NAMES[r]}</Button>)}
                </div>
                <div className="cl-row" style={{ marginTop: 10 }}>
                  <Button size="small" color="primary" onClick={() => setForm({ edit: d.person })}>编辑</Button>
                  <Button size="small" onClick={() => setClanPick('clans')}>关联族谱成员</Button>
                  {d.person.clanMember && <Button size="small" onClick={() => void link(null)}>解除关联</Button>}
                  <Button size="small" onClick={() => onCenter(d.person.id)}>以此为中心</Button>
                  {d.canDelete && <Button size="small" color="danger" fill="outline" onClick={() => void del(d.person)}>删除</Button>}
                </div>
              </>
            )}
            {form && (
              <FamilyPersonForm person={form.edit} of={form.relation ? { id: d.person.id, name: d.person.name, relation: form.relation } : undefined}
                onDone={changed} onClose={() => setForm(null)} />
            )}
            {clanPick === 'clans' && (
              <Popup visible onMaskClick={() => setClanPick(null)} onClose={() => setClanPick(null)} bodyStyle={{ maxHeight: '70vh', overflow: 'auto' }}>
                <PagedList query={clans} header="选择族谱" empty="您还没有可关联的族谱" refresh={false}>
                  {(c) => <List.Item key={c.id} description={c.projectName} onClick={() => setClanPick(c.id)}>{c.name}</List.Item>}
                </PagedList>
              </Popup>
            )}
            {typeof clanPick === 'number' && (
              <MemberPicker visible clanId={clanPick} gender={d.person.gender} title="选择对应的族谱成员" onClose={() => setClanPick(null)} onPick={(m) => void link(m.id)} />
            )}
          </div>
        )}
      </QueryView>
    </Popup>
  );
}
