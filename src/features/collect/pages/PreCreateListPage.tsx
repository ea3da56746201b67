/** /clan/collect/pre-create-list: the campaign templates (/clan-collect/template/list); one opens the create form filled in. */
import { List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/collect';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { useIds } from '../collect-ui';

export default function PreCreateListPage() {
  const navigate = useNavigate();
  const { params } = useIds();
  const q = useApiQuery(c.collectTemplates, {});
  return (
    <PageLayout title="采丁模板" grey>
      <QueryView query={q}>
        {(list) => (
          <List header="选择一个模板，之后仍可修改">
            {list.map((t) => (
              <List.Item key={t.key} description={`${t.intro} 填写：${t.form.filter((f) => f.ask).map((f) => c.FORM_FIELD_NAMES[f.key]).join('、')}`}
                onClick={() => { const p = new URLSearchParams(params); p.set('tpl', t.key); navigate(`/clan/collect/create?${p.toString()}`); }}>
                {t.title}
              </List.Item>
            ))}
          </List>
        )}
      </QueryView>
    </PageLayout>
  );
}
