/** The 起名 form: 姓氏, 性别, 字辈 and its position (or name length), 出生时间, 出生地, 避讳字. */
import { useState } from 'react';
import { Button, DatePicker, Form, Input, Selector } from 'antd-mobile';
import { pickedMinute } from '@src/lib/format/datetime';
import { EMPTY_PICK_FORM, pickParams, type PickForm } from '../luck-model';
import { BirthplacePicker } from './BirthplacePicker';

interface Props {
  busy: boolean;
  onSubmit: (params: ReturnType<typeof pickParams>) => void;
}

export function PickNamesForm({ busy, onSubmit }: Props) {
  const [f, setF] = useState<PickForm>(EMPTY_PICK_FORM);
  const [dateOpen, setDateOpen] = useState(false);
  const set = <K extends keyof PickForm>(k: K, v: PickForm[K]) => setF((x) => ({ ...x, [k]: v }));
  // The server checks the params and answers the Chinese message (请填写姓氏 …), shown as a toast.
  const submit = () => onSubmit(pickParams(f));
  return (
    <Form layout="horizontal" className="luck-form" footer={
      <Button block color="primary" size="large" loading={busy} onClick={submit}>开始起名</Button>
    }>
      <Form.Item label="姓氏" required>
        <Input placeholder="1–2 个汉字，如 刘、欧阳" value={f.surname} maxLength={2} onChange={(v) => set('surname', v)} aria-label="姓氏" />
      </Form.Item>
      <Form.Item label="性别" required>
        <Selector
          columns={2}
          options={[{ label: '男孩', value: 1 }, { label: '女孩', value: 2 }]}
          value={[f.gender]}
          onChange={(v) => v.length && set('gender', v[0] as 1 | 2)}
        />
      </Form.Item>
      <Form.Item label="字辈" help="家族辈分用字，选填">
        <Input placeholder="选填，一个汉字" value={f.zibei} maxLength={1} onChange={(v) => set('zibei', v)} aria-label="字辈" />
      </Form.Item>
      {f.zibei.trim() ? (
        <Form.Item label="字辈位置">
          <Selector
            columns={2}
            options={[{ label: '名字第一字', value: 'first' }, { label: '名字第二字', value: 'second' }]}
            value={[f.zibeiPosition]}
            onChange={(v) => v.length && set('zibeiPosition', v[0] as 'first' | 'second')}
          />
        </Form.Item>
      ) : (
        <Form.Item label="名字字数">
          <Selector
            columns={2}
            options={[{ label: '双字名', value: 2 }, { label: '单字名', value: 1 }]}
            value={[f.givenLength]}
            onChange={(v) => v.length && set('givenLength', v[0] as 1 | 2)}
          />
        </Form.Item>
      )}
      <Form.Item label="出生时间" required help="北京时间，用于八字五行" onClick={() => setDateOpen(true)}>
        <span className="luck-picker-field">{f.birth || <span className="luck-muted">请选择出生日期和时间</span>}</span>
        <DatePicker
          visible={dateOpen}
          precision="minute"
          min={new Date(1900, 0, 1)}
          max={new Date(new Date().getFullYear() + 1, 11, 31)}
          onClose={() => setDateOpen(false)}
          onConfirm={(d) => set('birth', pickedMinute(d))}
          title="出生时间"
        />
      </Form.Item>
      <Form.Item label="出生地">
        <BirthplacePicker value={f.birthplace} onChange={(v) => set('birthplace', v)} />
      </Form.Item>
      <Form.Item label="避讳字" help="如先人名讳，推荐时不会使用">
        <Input placeholder="选填" value={f.avoid} maxLength={20} onChange={(v) => set('avoid', v)} aria-label="避讳字" />
      </Form.Item>
    </Form>
  );
}
