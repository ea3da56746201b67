/** /clan/essay/edit?id=: write a 谱序/凡例/家训/跋 (clanArticle); without id a new one. */
import { Form, Input, Selector } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { ARTICLE_KINDS, articleGet } from '@contract/book';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useBookIds, addArticle, editArticle } from '../book.queries';
import { htmlToText, textToHtml } from '../chapters';
import { EssayTextField, SaveButton, TitleAuthorFields, essayGuard, useSaveAndBack } from '../components/essay-form';
import '../book.css';

type Kind = keyof typeof ARTICLE_KINDS;
interface Values {
  title: string;
  kind: Kind[];
  author?: string;
  sort?: string;
  text: string;
}

export default function EssayEditPage() {
  const navigate = useNavigate();
  const { id, projectId } = useBookIds();
  const q = useApiQuery(articleGet, { id: id ?? 0 }, { enabled: !!id, staleTime: 0 });
  const { busy, run } = useSaveAndBack();
  const guard = essayGuard('编辑谱序', id, !!projectId, q);
  if (guard) return guard;
  const a = q.data;
  const save = async (v: Values) => {
    const common = { title: v.title.trim(), kind: v.kind[0] ?? 'preface', author: v.author?.trim() || undefined, content: textToHtml(v.text), sort: v.sort ? Number(v.sort) : undefined };
    await run(async () => {
      if (a) await editArticle({ id: a.id, version: a.version, ...common });
      else await addArticle({ projectId: projectId ?? 0, ...common });
    });
  };
  return (
    <PageLayout title={a ? '编辑篇章' : '新增篇章'} right={a && <span onClick={() => navigate(`/clan/essay/preview2?id=${a.id}`)}>预览</span>}>
      <Form
        initialValues={{ title: a?.title ?? '', kind: [a?.kind ?? 'preface'], author: a?.author ?? '', sort: a ? String(a.sort) : '', text: a ? htmlToText(a.content) : '' }}
        onFinish={(v) => void save(v)}
        footer={<SaveButton busy={busy} />}
      >
        <Form.Item name="kind" label="类别">
          <Selector columns={5} options={Object.entries(ARTICLE_KINDS).map(([value, label]) => ({ value: value as Kind, label }))} />
        </Form.Item>
        <TitleAuthorFields titlePlaceholder="如：重修族谱序" authorPlaceholder="如：十八世孙 成光 谨撰" />
        <Form.Item name="sort" label="排序" help="数字小的在前" rules={[{ pattern: /^\d{0,4}$/, message: '请填0–9999' }]}>
          <Input type="number" placeholder="默认排在最后" />
        </Form.Item>
        <EssayTextField minRows={10} />
      </Form>
    </PageLayout>
  );
}
