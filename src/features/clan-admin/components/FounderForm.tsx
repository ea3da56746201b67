/**
 * Add a root of the clan (始祖, or a 始迁祖/开基祖 starting at a later 世): a member with no father
 * (/clan-member/save/child without fatherId; 世 as given).
 */
import { Button, Form, Input, Selector } from 'antd-mobile';
import * as members from '@contract/clan-members';
import { toast } from '@src/app/shell/feedback';
import { saveMember } from '@src/features/clan-members/clan-members.queries';
import { useCallMutation } from '@src/lib/mutation';
import { DateText } from './DateText';

interface Values { name?: string; generation?: string; founderRole?: ('始祖' | '始迁祖' | '开基祖')[]; birthText?: string; deathText?: string }

export function FounderForm({ clanId, onDone }: { clanId: number; onDone: (m: members.ClanMemberRecord) => void }) {
  const saving = useCallMutation(saveMember, {
    onSuccess: (m) => {
      toast(`已添加「${m.displayName}」`, 'success');
      onDone(m);
    },
  });
  return (
    <Form layout="horizontal" initialValues={{ generation: '1', founderRole: ['始祖'] }}
      onFinish={(v: Values) => saving.mutate({
        kind: 'child', clanId, gender: 'm', name: v.name?.trim() || undefined, generation: Number(v.generation) || 1,
        founderRole: v.founderRole?.[0] ?? null, birthText: v.birthText?.trim() || undefined, deathText: v.deathText?.trim() || undefined,
      })}
      footer={<Button block type="submit" color="primary" loading={saving.isPending}>添加始祖</Button>}>
      <Form.Header>添加始祖（一支之始，没有父亲）</Form.Header>
      <Form.Item name="name" label="名字" rules={[{ required: true, message: '请输入名字' }, { max: 20, message: '不超过20字' }]}>
        <Input placeholder="名字（不含姓）" clearable />
      </Form.Item>
      <Form.Item name="generation" label="世次" rules={[{ pattern: /^\d{1,3}$/, message: '请输入数字' }]}>
        <Input type="number" placeholder="始祖为1" />
      </Form.Item>
      <Form.Item name="founderRole" label="类别">
        <Selector columns={3} options={(['始祖', '始迁祖', '开基祖'] as const).map((r) => ({ label: r, value: r }))} />
      </Form.Item>
      <Form.Item name="birthText" label="出生"><DateText /></Form.Item>
      <Form.Item name="deathText" label="去世"><DateText /></Form.Item>
    </Form>
  );
}
