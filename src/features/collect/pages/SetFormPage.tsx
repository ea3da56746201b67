/** /clan/collect/set-form?id=: the household form of a campaign — which fields are asked, which required. */
import { Button } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/collect';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { useIds } from '../collect-ui';
import { FormEditor } from '../components/FormEditor';
import { saveCampaign } from '../collect.queries';

export default function SetFormPage() {
  const navigate = useNavigate();
  const { id } = useIds();
  const q = useApiQuery(c.collectGet, { id: id ?? 0 }, { enabled: !!id });
  const [form, setForm] = useState<c.FormField[] | null>(null);
  useEffect(() => { if (q.data) setForm(q.data.form); }, [q.data]);
  return (
    <PageLayout title="设置表单" grey>
      <QueryView query={q}>
        {(x) => (
          <>
            <FormEditor value={form ?? x.form} onChange={setForm} />
            <div className="cl-foot">
              <Button block color="primary" onClick={() => void saveCampaign({
                id: x.id, clanId: x.clanId, title: x.title, intro: x.intro, branchRootId: x.branchRootId, deadline: x.deadline, fillers: x.fillers, form: form ?? x.form,
              }).then(() => { toast('已保存', 'success'); navigate(-1); }).catch(() => {})}>保存</Button>
            </div>
          </>
        )}
      </QueryView>
    </PageLayout>
  );
}
