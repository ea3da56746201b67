/**
 * The review's editor of one proposed person (a bottom popup): each character of the name in its own box (the
 * doubtful ones marked red) to correct; split the name after a character; join with the next person; the father
 * from a picker (the previous 世 first).
 */
import { Button, Input, Picker, Popup } from 'antd-mobile';
import { useState } from 'react';
import type { OldregPerson } from '@contract/oldreg';
import { fatherChoices } from '../review';

export interface EditorProps {
  person: OldregPerson;
  people: readonly OldregPerson[];
  flag: string | null;
  onClose: () => void;
  onName: (name: string) => void;
  onFather: (fatherKey: number | null) => void;
  onJoin: () => void;
  onSplit: (at: number) => void;
}

export function PersonEditor({ person, people, flag, onClose, onName, onFather, onJoin, onSplit }: EditorProps) {
  const [chars, setChars] = useState([...person.name]);
  const [picking, setPicking] = useState(false);
  const father = people.find((p) => p.key === person.fatherKey);
  const choices = fatherChoices(people, person.key);
  const name = chars.join('');
  const changed = name !== person.name;
  const isLast = people[people.length - 1]?.key === person.key;
  return (
    <Popup visible onMaskClick={onClose} bodyStyle={{ borderRadius: '12px 12px 0 0', padding: 16, maxHeight: '85vh', overflowY: 'auto' }}>
      <div className="or-stack" data-testid="oldreg-editor">
        <div className="or-title">校对：{person.name}{person.generation != null ? ` · ${person.generation}世` : ''}</div>
        {person.doubtful.length > 0 && <div className="or-muted">红框中的字识别把握不大，请对照原页核对。</div>}
        {flag && <div className="or-flag">{flag}</div>}
        <div className="or-chars">
          {chars.map((ch, i) => (
            <Input key={i} aria-label={`第${i + 1}字`} className={`or-char ${person.doubtful.includes(i) && ch === [...person.name][i] ? 'or-char--doubtful' : ''}`}
              value={ch} onChange={(v) => { const next = [...chars]; next[i] = [...v].pop() ?? ''; setChars(next); }} />
          ))}
        </div>
        <Button color="primary" disabled={!changed || chars.some((c) => !c)} onClick={() => onName(name)}>改为「{name}」</Button>
        <div className="or-row">
          <span className="or-muted">父亲：{father ? `${father.name}（${father.generation ?? '?'}世）` : '（无，作为一支之首）'}</span>
          <Button size="small" onClick={() => setPicking(true)}>更改父亲</Button>
        </div>
        <div className="or-muted">名字识别错连或错断时：</div>
        <div className="or-row">
          {[...person.name].length > 1 && [...person.name].slice(0, -1).map((ch, i) => (
            <Button key={i} size="small" onClick={() => onSplit(i + 1)}>在「{ch}」后拆成两人</Button>
          ))}
          {!isLast && <Button size="small" onClick={onJoin}>与下一人合并为一人</Button>}
        </div>
        <Button onClick={onClose}>关闭</Button>
      </div>
      <Picker visible={picking} onClose={() => setPicking(false)} title="选择父亲"
        columns={[[{ label: '（无父亲，作为一支之首）', value: '0' }, ...choices.map((p) => ({ label: `${p.name}（${p.generation ?? '?'}世，第${p.page ?? '?'}页）`, value: String(p.key) }))]]}
        value={[String(person.fatherKey ?? 0)]}
        onConfirm={(v) => { const k = Number(v[0]); onFather(k ? k : null); }} />
    </Popup>
  );
}
