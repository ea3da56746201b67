/**
 * /clan/admin/project-edit[?projectId=]: the project's name, surname, area and sort (管理员); the creator may
 * delete the project (confirmation; with members a second confirmation sends confirm=1).
 */
import { Button, Form, Input } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as projects from '@contract/projects';
import { confirm, toast } from '@src/app/shell/feedback';
import { isApiError } from '@src/lib/api-client';
import { AdminPage } from '../components/AdminPage';
import { removeProject, saveProject } from '../clan-admin.queries';
import { useCallMutation } from '@src/lib/mutation';

interface Values { name: string; surname: string; area?: string; sort?: string }

export default function ProjectEditPage() {
  const navigate = useNavigate();
  const saving = useCallMutation(saveProject, { onSuccess: () => toast('已保存', 'success') });

  const remove = async (p: projects.ProjectDetail) => {
    if (!(await confirm({ content: `删除家族「${p.name}」？其中的族谱和成员都将删除，且不能恢复。`, confirmText: '删除', danger: true }))) return;
    try {
      await removeProject({ id: p.id }, { silent: true });
    } catch (e) {
      if (!isApiError(e) || e.code !== 0) return;
      if (!(await confirm({ title: '再次确认', content: e.msbox, confirmText: '仍然删除', danger: true }))) return;
      try { await removeProject({ id: p.id, confirm: true }); } catch { return; }
    }
    toast('已删除');
    navigate('/pages/index/index', { replace: true });
  };

  return (
    <AdminPage title="编辑家族信息" need="editProject">
      {(ctx) => {
        const p = ctx.project.data!;
        return (
          <>
            <Form
              layout="horizontal"
              initialValues={{ name: p.name, surname: p.surname, area: p.area, sort: String(p.appSort) }}
              onFinish={(v: Values) => saving.mutate({
                id: p.id, version: p.version, name: v.name, surname: v.surname, area: v.area ?? '', privacy: p.privacy,
                sort: v.sort ? Number(v.sort) : undefined,
              })}
              footer={<Button block type="submit" color="primary" loading={saving.isPending}>保存</Button>}
            >
              <Form.Item name="name" label="家族名称" rules={[{ required: true, message: '请输入家族名称' }, { max: 30, message: '不超过30字' }]}>
                <Input placeholder="如：颍川陈氏" clearable />
              </Form.Item>
              <Form.Item name="surname" label="姓氏" rules={[{ required: true, message: '请输入姓氏' }, { max: 4, message: '不超过4字' }]}>
                <Input placeholder="如：陈" clearable />
              </Form.Item>
              <Form.Item name="area" label="地区" rules={[{ max: 100, message: '不超过100字' }]}>
                <Input placeholder="如：福建省泉州市" clearable />
              </Form.Item>
              <Form.Item name="sort" label="排序" rules={[{ pattern: /^\d{0,7}$/, message: '请输入数字' }]}>
                <Input type="number" placeholder="数字越小越靠前" />
              </Form.Item>
            </Form>
            {ctx.can('deleteProject') && (
              <Button block color="danger" fill="outline" onClick={() => void remove(p)}>删除家族</Button>
            )}
          </>
        );
      }}
    </AdminPage>
  );
}
