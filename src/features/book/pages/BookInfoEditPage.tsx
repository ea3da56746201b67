/** /clan/book/info-edit: 谱名, 修谱届次, paper and binding of the book being made. */
import { Button, Form, Input, Selector } from 'antd-mobile';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { useBack } from '@src/components/ui/use-back';
import type { Plan } from '@contract/print';
import { usePlan } from '../use-plan';
import '../book.css';

interface Values {
  title: string;
  edition: string;
  paper: Plan['paper'][];
  binding: Plan['binding'][];
}

export default function BookInfoEditPage() {
  const back = useBack();
  const { q, plan, update } = usePlan();
  return (
    <PageLayout title="编辑家谱书信息" grey>
      <QueryView query={q}>
        {(d) => {
          const p = plan ?? d.plan;
          const save = (v: Values) => {
            update({ title: v.title.trim(), edition: v.edition.trim(), paper: v.paper[0] ?? p.paper, binding: v.binding[0] ?? p.binding });
            back();
          };
          return (
            <Form
              layout="horizontal"
              initialValues={{ title: p.title, edition: p.edition, paper: [p.paper], binding: [p.binding] }}
              onFinish={save}
              footer={<Button block type="submit" color="primary">保存</Button>}
            >
              <Form.Item name="title" label="谱名" rules={[{ required: true, message: '请填写谱名' }, { max: 30, message: '谱名最多30字' }]}>
                <Input placeholder="如：颍川陈氏族谱" />
              </Form.Item>
              <Form.Item name="edition" label="修谱届次" rules={[{ max: 30, message: '最多30字' }]}>
                <Input placeholder="如：二〇二六年六修" />
              </Form.Item>
              <Form.Item name="paper" label="纸张">
                <Selector columns={1} options={d.papers.map((x) => ({ label: x.name, value: x.value }))} />
              </Form.Item>
              <Form.Item name="binding" label="装订">
                <Selector columns={2} options={d.bindings.map((x) => ({ label: x.name, value: x.value }))} />
              </Form.Item>
            </Form>
          );
        }}
      </QueryView>
    </PageLayout>
  );
}
