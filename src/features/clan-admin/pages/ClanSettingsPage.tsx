/**
 * /clan/admin/clan-settings[?projectId=&clanId=]: the clan's 字辈 poems (clan-wide or per 房/支, from a start 世,
 * 流宗/转宗) — add, edit, delete (with confirmation) — and its 房/支 branches.
 */
import { Button, Form, Input, List, Popup, Selector, SwipeAction } from 'antd-mobile';
import { useState } from 'react';
import * as clans from '@contract/clans';
import { confirm, toast } from '@src/app/shell/feedback';
import { BranchPicker, branchName } from '@src/components/ui/BranchList';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { BranchEditor } from '../components/BranchEditor';
import { nextPoemId, poemPreview, poemProblem } from '../zibei';
import { saveClan } from '../clan-admin.queries';
import { useCallMutation } from '@src/lib/mutation';

type Draft = { id: number; text: string; startGeneration: string; mode: '流宗' | '转宗'; branchId: number | null; title: string };

function Settings({ clan }: { clan: clans.ClanDetail }) {
  const [draft, setDraft] = useState<Draft | null>(null);
  const saving = useCallMutation(saveClan, {
    onSuccess: () => {
      toast('已保存', 'success');
      setDraft(null);
    },
  });
  const savePoems = (poems: clans.ZibeiPoem[]) =>
    saving.mutate({ id: clan.id, version: clan.version, projectId: clan.projectId, name: clan.name, poems });

  const submit = () => {
    if (!draft) return;
    const p: clans.ZibeiPoem = {
      id: draft.id, text: draft.text.trim(), startGeneration: Number(draft.startGeneration), mode: draft.mode,
      branchId: draft.branchId, title: draft.title.trim() || undefined,
    };
    const others = clan.poems.filter((o) => o.id !== p.id);
    const problem = poemProblem(p, others, p.branchId);
    if (problem) { toast(problem); return; }
    savePoems([...others, p].sort((a, b) => a.startGeneration - b.startGeneration));
  };
  const remove = async (p: clans.ZibeiPoem) => {
    if (!(await confirm({ content: `删除字辈「${p.text}」？成员的字辈字将不再显示。`, confirmText: '删除', danger: true }))) return;
    savePoems(clan.poems.filter((o) => o.id !== p.id));
  };

  return (
    <>
      <List header="字辈">
        {clan.poems.map((p) => (
          <SwipeAction key={p.id} rightActions={[{ key: 'del', text: '删除', color: 'danger', onClick: () => void remove(p) }]}>
            <List.Item
              description={`${branchName(clan.branches, p.branchId)} · ${p.startGeneration}世起 · ${p.mode}`}
              onClick={() => setDraft({ ...p, startGeneration: String(p.startGeneration), title: p.title ?? '' })}>
              {p.title ? `${p.title}：` : ''}{p.text}
            </List.Item>
          </SwipeAction>
        ))}
        {!clan.poems.length && <List.Item>还没有字辈，点下方按钮添加</List.Item>}
      </List>
      <Button block color="primary" fill="outline"
        onClick={() => setDraft({ id: nextPoemId(clan.poems), text: '', startGeneration: String(Math.max(1, clan.minGeneration || 1)), mode: '流宗', branchId: null, title: '' })}>
        添加字辈
      </Button>
      <BranchEditor clan={clan} />
      <Popup visible={!!draft} onMaskClick={() => setDraft(null)} bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}>
        {draft && (
          <Form layout="vertical" footer={
            <div className="ca-actions">
              <Button onClick={() => setDraft(null)}>取消</Button>
              <Button color="primary" loading={saving.isPending} onClick={submit}>保存</Button>
            </div>
          }>
            <Form.Item label="字辈（每字一世）">
              <Input value={draft.text} onChange={(text) => setDraft({ ...draft, text })} placeholder="如：德厚传家远，诗书继世长" />
            </Form.Item>
            <Form.Item label="起始世">
              <Input type="number" value={draft.startGeneration} onChange={(v) => setDraft({ ...draft, startGeneration: v })} />
            </Form.Item>
            <Form.Item label="名称（可选）">
              <Input value={draft.title} onChange={(title) => setDraft({ ...draft, title })} placeholder="如：老谱字辈、续修字辈" />
            </Form.Item>
            <Form.Item label="续法">
              <Selector columns={2} value={[draft.mode]} onChange={(v) => v[0] && setDraft({ ...draft, mode: v[0] })}
                options={[{ label: '流宗（用完接续）', value: '流宗' as const }, { label: '转宗（用完循环）', value: '转宗' as const }]} />
            </Form.Item>
            <Form.Item label="适用">
              <BranchPicker branches={clan.branches} none="全族" value={draft.branchId} onChange={(branchId) => setDraft({ ...draft, branchId })} />
            </Form.Item>
            <div className="ca-muted">
              预览：{poemPreview({ text: draft.text, startGeneration: Number(draft.startGeneration) || 1 }, 12).map((r) => `${r.generation}世${r.char}`).join(' ') || '—'}
            </div>
          </Form>
        )}
      </Popup>
    </>
  );
}

export default function ClanSettingsPage() {
  return (
    <AdminPage title="家族设置" need="editClan">
      {(ctx) => <ClanLoader clanId={ctx.clanId} />}
    </AdminPage>
  );
}

function ClanLoader({ clanId }: { clanId: number | null }) {
  const clan = useApiQuery(clans.detail, { id: clanId ?? 0 }, { enabled: !!clanId });
  if (!clanId) return <div className="ca-muted">本家族还没有族谱</div>;
  return <QueryView query={clan}>{(c) => <Settings clan={c} />}</QueryView>;
}
