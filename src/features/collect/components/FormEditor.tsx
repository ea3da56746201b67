/** Which fields the household form asks and which are required (本人姓名 is always asked). */
import { Checkbox, List, Switch } from 'antd-mobile';
import * as c from '@contract/collect';

export function FormEditor({ value, onChange }: { value: c.FormField[]; onChange: (v: c.FormField[]) => void }) {
  const set = (key: c.FormFieldKey, patch: Partial<c.FormField>) =>
    onChange(value.map((f) => (f.key === key ? { ...f, ...patch, required: (patch.ask ?? f.ask) && (patch.required ?? f.required) } : f)));
  return (
    <List header="填写项（姓名总是填写）">
      {value.map((f) => (
        <List.Item key={f.key}
          prefix={<Checkbox checked={f.ask} onChange={(v) => set(f.key, { ask: v })} aria-label={`填写${c.FORM_FIELD_NAMES[f.key]}`} />}
          extra={f.ask && <span className="cl-muted">必填 <Switch checked={f.required} onChange={(v) => set(f.key, { required: v })} aria-label={`${c.FORM_FIELD_NAMES[f.key]}必填`} /></span>}>
          {c.FORM_FIELD_NAMES[f.key]}
        </List.Item>
      ))}
    </List>
  );
}
