/** Add a child, wife, ancestor or mother to a chosen member (`/clan-member/add/:kind`). */
import { Button, Form, Input, Selector, Switch } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as members from '@contract/clan-members';
import { toast } from '@src/app/shell/feedback';
import { useApiQuery } from '@src/lib/query';
import { ADD_KINDS, addParams, type AddDraft, type AddKind } from '../add-member';
import { addMember } from '@src/features/clan-members/clan-members.queries';
import { useCallMutation } from '@src/lib/mutation';
import { DateText } from './DateText';

const SPOUSE_TYPES = ['元配', '配', '继配', '侧室', '娶', '改配', '聘'] as const;

export function AddMemberForm({ kind, clanId, anchor, onKind, onDone }: {
  kind: AddKind;
  clanId: number;
  anchor: { id: number; name: string };
  onKind: (k: AddKind) => void;
  onDone?: (m: members.ClanMemberRecord) => void;
}) {
  const navigate = useNavigate();
  const [form] = Form.useForm<AddDraft>();
  const ranking = useApiQuery(members.childRanking, { fatherId: anchor.id, rankingType: 'all' }, { enabled: kind === 'child' });
  const adding = useCallMutation(addMember, {
    onSuccess: (m) => {
      toast(`已添加「${m.displayName}」`, 'success');
      form.resetFields();
      if (onDone) onDone(m);
      else navigate(-1);
    },
  });
  return (
    <Form form={form} layout="horizontal" initialValues={{ gender: ['m'], living: false }}
      onFinish={(d: AddDraft) => adding.mutate(addParams(kind, clanId, anchor.id, d))}
      footer={<Button block type="submit" color="primary" loading={adding.isPending}>保存</Button>}>
      <Form.Header>为「{anchor.name}」</Form.Header>
      <Form.Item label="类型">
        <Selector columns={2} value={[kind]} onChange={(v) => v[0] && onKind(v[0])} options={ADD_KINDS.map((k) => ({ label: k.label, value: k.kind }))} />
      </Form.Item>
      {(kind === 'wife' || kind === 'mother') && (
        <Form.Item name="surname" label="姓氏" rules={[{ required: true, message: '请填写姓氏' }, { max: 5, message: '不超过4字' }]}>
          <Input placeholder="如：王（显示为王氏）" clearable />
        </Form.Item>
      )}
      <Form.Item name="name" label="名字" rules={[{ max: 20, message: '不超过20字' }]} help="不知道可留空（将显示为王氏、长女等）">
        <Input placeholder="名字（不含姓）" clearable />
      </Form.Item>
      {kind === 'child' && (
        <>
          <Form.Item name="gender" label="性别">
            <Selector columns={2} options={[{ label: '儿子', value: 'm' }, { label: '女儿', value: 'f' }]} />
          </Form.Item>
          <Form.Item name="ranking" label="行第" help={ranking.data ? `已有子女 ${ranking.data.list.length} 人，下一个行第 ${ranking.data.next}` : undefined}
            rules={[{ pattern: /^\d{0,3}$/, message: '请输入数字' }]}>
            <Input type="number" placeholder="排行（长子为1）" />
          </Form.Item>
        </>
      )}
      {(kind === 'wife' || kind === 'mother') && (
        <>
          <Form.Item name="spouseType" label="配偶类别">
            <Selector columns={4} options={SPOUSE_TYPES.map((t) => ({ label: t, value: t }))} />
          </Form.Item>
          <Form.Item name="origin" label="出身" rules={[{ max: 100, message: '不超过100字' }]}>
            <Input placeholder="如：同邑李公之女" clearable />
          </Form.Item>
        </>
      )}
      <Form.Item name="birthText" label="出生"><DateText /></Form.Item>
      <Form.Item name="deathText" label="去世"><DateText /></Form.Item>
      <Form.Item name="living" label="在世" valuePropName="checked"><Switch /></Form.Item>
    </Form>
  );
}
