/**
 * Managing the clan's 房/支/派 branches (clan settings): add a branch (at the top or under another), rename, move and
 * delete it (with confirmation; the server refuses while members, 字辈 or sub-branches refer to it).
 */
import { Button, Form, Input, Popup, Selector } from 'antd-mobile';
import { useState } from 'react';
import type { ClanBranch, ClanDetail } from '@contract/clans';
import { confirm, toast } from '@src/app/shell/feedback';
import { BranchList, BranchPicker } from '@src/components/ui/BranchList';
import { deleteBranch, saveBranch } from '../clan-admin.queries';
import { useCallMutation } from '@src/lib/mutation';

type Draft = { id?: number; name: string; kind: ClanBranch['kind']; parentId: number | null; founderId: number | null };

export function BranchEditor({ clan }: { clan: Pick<ClanDetail, 'id' | 'branches'> }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const done = (text: string) => () => {
    toast(text, 'success');
    setDraft(null);
  };
  const save = useCallMutation(saveBranch, { onSuccess: done('已保存') });
  const remove = useCallMutation(deleteBranch, { onSuccess: done('已删除') });
  const del = async (b: ClanBranch) => {
    if (await confirm({ content: `删除房支「${b.name}」？`, confirmText: '删除' })) remove.mutate({ id: b.id });
  };
  return (
    <div className="ca-card">
      <div className="ca-title">房 / 支</div>
      <BranchList branches={clan.branches} actions={(branch) => (
        <>
          <a onClick={() => setDraft({ ...branch })}>修改</a>
          <a onClick={() => setDraft({ name: '', kind: '支', parentId: branch.id, founderId: null })}>添加下级</a>
          <a onClick={() => void del(branch)}>删除</a>
        </>
      )} />
      <Button size="small" onClick={() => setDraft({ name: '', kind: '房', parentId: null, founderId: null })}>添加房支</Button>
      <Popup visible={!!draft} onMaskClick={() => setDraft(null)} onClose={() => setDraft(null)}>
        {draft && (
          <div style={{ padding: 12 }}>
            <div className="ca-title">{draft.id ? '修改房支' : '添加房支'}</div>
            <Form layout="horizontal">
              <Form.Item label="名称" required>
                <Input value={draft.name} maxLength={20} placeholder="如 长房、东支" onChange={(name) => setDraft({ ...draft, name })} />
              </Form.Item>
              <Form.Item label="类别">
                <Selector columns={3} value={[draft.kind]} onChange={(v) => v.length && setDraft({ ...draft, kind: v[0] })}
                  options={(['房', '支', '派'] as const).map((k) => ({ label: k, value: k }))} />
              </Form.Item>
              <Form.Item label="上级">
                <BranchPicker branches={clan.branches} none="无（顶层）" exclude={draft.id} value={draft.parentId}
                  onChange={(parentId) => setDraft({ ...draft, parentId })} />
              </Form.Item>
            </Form>
            <Button block color="primary" loading={save.isPending} disabled={!draft.name.trim()}
              onClick={() => save.mutate({ clanId: clan.id, id: draft.id, name: draft.name.trim(), kind: draft.kind, parentId: draft.parentId, founderId: draft.founderId })}>
              保存
            </Button>
          </div>
        )}
      </Popup>
    </div>
  );
}
