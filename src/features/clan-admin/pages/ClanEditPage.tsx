/**
 * /clan/admin/clan-edit[?projectId=&clanId=][&new=1]: a clan's name, 堂号 and surname (管理员/协管员);
 * with new=1 a new clan of the project: a blank form, and once created the clan's page (/clan/detail) with 添加始祖
 * first. 字辈 and 房支 are on /clan/admin/clan-settings.
 */
import { Button, Form, Input } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as clans from '@contract/clans';
import { confirm, toast } from '@src/app/shell/feedback';
import { isApiError } from '@src/lib/api-client';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { AdminPage } from '../components/AdminPage';
import { adminPath, type AdminCtx } from '../admin-context';
import { removeClan, saveClan } from '../clan-admin.queries';
import { useCallMutation } from '@src/lib/mutation';

interface Values { name: string; hall?: string; surname?: string }

function ClanForm({ ctx, clan }: { ctx: AdminCtx; clan: clans.Clan | null }) {
  const navigate = useNavigate();
  const saving = useCallMutation(saveClan, {
    onSuccess: (c) => {
      toast(clan ? '已保存' : '已创建', 'success');
      // a new clan opens on its own page, where 添加始祖 comes first (字辈 and 房支 are one tap away there)
      if (!clan) navigate(`/clan/detail?id=${c.id}&projectId=${c.projectId}`, { replace: true });
    },
  });
  const p = ctx.project.data!;
  return (
    <Form
      layout="horizontal"
      initialValues={clan ? { name: clan.name, hall: clan.hall, surname: clan.surname } : { surname: p.surname }}
      onFinish={(v: Values) => saving.mutate({
        id: clan?.id, version: clan?.version, projectId: p.id, name: v.name, hall: v.hall ?? '', surname: v.surname || undefined,
      })}
      footer={<Button block type="submit" color="primary" loading={saving.isPending}>{clan ? '保存' : '创建族谱'}</Button>}
    >
      <Form.Item name="name" label="族谱名称" rules={[{ required: true, message: '请输入族谱名称' }, { max: 30, message: '不超过30字' }]}>
        <Input placeholder="如：陈氏族谱" clearable />
      </Form.Item>
      <Form.Item name="hall" label="堂号" rules={[{ max: 30, message: '不超过30字' }]}>
        <Input placeholder="如：颍川堂" clearable />
      </Form.Item>
      <Form.Item name="surname" label="姓氏" rules={[{ max: 4, message: '不超过4字' }]}>
        <Input placeholder="默认同家族姓氏" clearable />
      </Form.Item>
    </Form>
  );
}

/** Delete a clan: a confirmation; with members the server names how many, asked again before confirm=1. */
async function deleteClan(c: clans.Clan): Promise<boolean> {
  if (!(await confirm({ content: `删除族谱「${c.name}」？`, confirmText: '删除', danger: true }))) return false;
  try {
    await removeClan({ id: c.id }, { silent: true });
  } catch (e) {
    if (!isApiError(e) || e.code !== 0) return false;
    if (!(await confirm({ title: '再次确认', content: e.msbox, confirmText: '连同成员删除', danger: true }))) return false;
    try { await removeClan({ id: c.id, confirm: true }); } catch { return false; }
  }
  toast('已删除');
  return true;
}

function Existing({ ctx, id }: { ctx: AdminCtx; id: number }) {
  const navigate = useNavigate();
  const clan = useApiQuery(clans.detail, { id });
  return (
    <QueryView query={clan}>
      {(c) => (
        <>
          <ClanForm ctx={ctx} clan={c} />
          {ctx.can('deleteClan') && (
            <Button block color="danger" fill="outline"
              onClick={() => void deleteClan(c).then((ok) => ok && navigate(adminPath('/clan/admin/manage-clan', { projectId: c.projectId, clanId: null }), { replace: true }))}>
              删除族谱
            </Button>
          )}
        </>
      )}
    </QueryView>
  );
}

export default function ClanEditPage() {
  const [params] = useSearchParams();
  const creating = params.get('new') === '1';
  return (
    <AdminPage title={creating ? '新建族谱' : '编辑族谱'} need="editClan">
      {(ctx) => (creating || !ctx.clanId ? <ClanForm ctx={ctx} clan={null} /> : <Existing ctx={ctx} id={ctx.clanId} />)}
    </AdminPage>
  );
}
