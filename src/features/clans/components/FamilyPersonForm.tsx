/** Add a relative to a person, or edit a person, of my family (/family/addMember, /family/editMember with version). */
import { Button, Form, Input, Popup, Switch, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { type FamilyPerson, type Relation } from '@contract/family';
import { toast } from '@src/app/shell/feedback';
import { errorText } from '@src/components/ui/States';
import { personBody, personForm, personProblem, RELATION_NAMES, type PersonForm } from '../family-model';
import { ChineseDateInput } from './ChineseDateInput';
import { addFamilyPerson, editFamilyPerson } from '../family.queries';

interface Props {
  /** Edit this person, or add `relation` to `of`. */
  person?: FamilyPerson;
  of?: { id: number; name: string; relation: Relation };
  onDone: (p: FamilyPerson) => void;
  onClose: () => void;
}

export function FamilyPersonForm({ person, of, onDone, onClose }: Props) {
  const [f, setF] = useState<PersonForm>(personForm(person));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<PersonForm>) => { setF((o) => ({ ...o, ...patch })); setProblem(null); };
  const submit = async () => {
    const p = personProblem(f);
    if (p) return setProblem(p);
    setBusy(true);
    try {
      const r = person
        ? await editFamilyPerson({ id: person.id, version: person.version, ...personBody(f) })
        : await addFamilyPerson({ id: of!.id, relation: of!.relation, ...personBody(f) });
      toast(person ? '已保存' : '已添加', 'success');
      onDone(r);
    } catch (e) {
      setProblem(errorText(e)); // stale version, 已有父亲 …: the input stays
    } finally {
      setBusy(false);
    }
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 10, borderTopRightRadius: 10, maxHeight: '90vh', overflow: 'auto' }}>
      <div style={{ padding: 12 }}>
        <div className="cl-subtitle">{person ? `编辑 ${person.name}` : `为 ${of?.name} 添加${of ? RELATION_NAMES[of.relation] : ''}`}</div>
        <Form layout="horizontal">
          <Form.Item label="姓名" required><Input value={f.name} onChange={(name) => set({ name })} maxLength={20} /></Form.Item>
          <Form.Item label="出生"><ChineseDateInput value={f.birthText} onChange={(birthText) => set({ birthText })} placeholder="如 1950年3月2日 或 庚寅年二月十五" /></Form.Item>
          <Form.Item label="在世" childElementPosition="right"><Switch checked={f.living} onChange={(living) => set({ living })} /></Form.Item>
          {!f.living && <Form.Item label="去世"><ChineseDateInput value={f.deathText} onChange={(deathText) => set({ deathText })} /></Form.Item>}
          <Form.Item label="排行"><Input type="number" value={f.birthOrder} onChange={(birthOrder) => set({ birthOrder })} placeholder="1 为长" /></Form.Item>
          <Form.Item label="电话"><Input type="tel" value={f.phone} onChange={(phone) => set({ phone })} maxLength={20} /></Form.Item>
          <Form.Item label="所在地"><Input value={f.location} onChange={(location) => set({ location })} maxLength={60} /></Form.Item>
          <Form.Item label="备注"><TextArea value={f.note} onChange={(note) => set({ note })} maxLength={500} autoSize={{ minRows: 2, maxRows: 5 }} /></Form.Item>
        </Form>
        {problem && <p className="cl-date-preview--error" role="alert">{problem}</p>}
        <Button block color="primary" loading={busy} onClick={() => void submit()}>{person ? '保存' : '添加'}</Button>
      </div>
    </Popup>
  );
}
