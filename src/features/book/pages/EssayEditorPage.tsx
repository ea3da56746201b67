/** /clan/essay/editor?id=: write a 谱文 (传记、祠堂记、墓志 …) under a catalogue entry; without id a new one. */
import { Form, Selector } from 'antd-mobile';
import { catalogList, pwGet } from '@contract/book';
import { useApiQuery } from '@src/lib/query';
import { PageLayout } from '@src/components/ui/PageLayout';
import { useBookIds, savePw } from '../book.queries';
import { htmlToText, textToHtml } from '../chapters';
import { EssayTextField, SaveButton, TitleAuthorFields, essayGuard, useSaveAndBack } from '../components/essay-form';
import '../book.css';

interface Values {
  title: string;
  author?: string;
  catalog: number[];
  text: string;
}

export default function EssayEditorPage() {
  const { id, clanId } = useBookIds();
  const q = useApiQuery(pwGet, { id: id ?? 0 }, { enabled: !!id, staleTime: 0 });
  const cid = q.data?.clanId ?? clanId;
  const cats = useApiQuery(catalogList, { clanId: cid ?? 0 }, { enabled: !!cid });
  const { busy, run } = useSaveAndBack();
  const guard = essayGuard('谱文编辑器', id, !!clanId, q);
  if (guard) return guard;
  const p = q.data;
  const save = (v: Values) => run(async () => {
    await savePw({
      id: p?.id, clanId: p ? undefined : clanId ?? undefined, catalogId: v.catalog[0] ?? null,
      title: v.title.trim(), author: v.author?.trim() || undefined, content: textToHtml(v.text),
    });
  });
  return (
    <PageLayout title={p ? '编辑谱文' : '新增谱文'}>
      <Form
        initialValues={{ title: p?.title ?? '', author: p?.author ?? '', catalog: p?.catalogId ? [p.catalogId] : [], text: p ? htmlToText(p.content) : '' }}
        onFinish={(v) => void save(v)}
        footer={<SaveButton busy={busy} />}
      >
        <TitleAuthorFields titlePlaceholder="如：始祖德公传" authorPlaceholder="选填" />
        <Form.Item name="catalog" label="目录" help={cats.data?.list.length ? '不选为未分类' : '可在“谱文目录”里添加分类'}>
          <Selector columns={3} options={(cats.data?.list ?? []).map((c) => ({ label: c.name, value: c.id }))} />
        </Form.Item>
        <EssayTextField minRows={12} />
      </Form>
    </PageLayout>
  );
}
