/**
 * /luck/cm-detail[?name=]: enter a name → its five grids, 三才, strokes and pinyin (/named/score). The name analysed
 * is kept in the URL so a result can be shared and reloaded.
 */
import { useState } from 'react';
import { Button, Input } from 'antd-mobile';
import { useSearchParams } from 'react-router-dom';
import { message, score } from '@contract/named';
import { useApiQuery } from '@src/lib/query';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { Disclaimer } from '../components/Disclaimer';
import { NameAnalysisView } from '../components/NameAnalysisView';
import { cleanName } from '../luck-model';
import '../luck.css';

export default function NameAnalysisPage() {
  const [params, setParams] = useSearchParams();
  const name = params.get('name') ?? '';
  const [text, setText] = useState(name);
  const notice = useApiQuery(message, {});
  const result = useApiQuery(score, { name }, { enabled: !!name, call: { silent: true } });

  const submit = () => {
    const n = cleanName(text);
    if (!n) return toast('请输入姓名');
    // the server checks the name (2–4 个汉字) and its message shows in place of the result
    setParams({ name: n }, { replace: true });
  };

  return (
    <PageLayout title="姓名测试">
      <div className="luck-page">
        <form className="luck-card luck-form-inline" onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <Input
            className="luck-name-input"
            placeholder="请输入姓名，如 刘德华"
            value={text}
            onChange={setText}
            maxLength={6}
            clearable
            onEnterPress={submit}
            aria-label="姓名"
          />
          <Button color="primary" type="submit">测试</Button>
        </form>
        {name ? (
          <QueryView query={result}>{(r) => <NameAnalysisView result={r} />}</QueryView>
        ) : (
          <div className="luck-card luck-hint">
            输入姓名（2–4 个汉字，支持复姓），按康熙字典笔画计算天格、人格、地格、外格、总格，以及三才配置与八十一数理吉凶。
          </div>
        )}
        <Disclaimer text={notice.data?.disclaimer ?? '姓名学结果仅供参考'} />
      </div>
    </PageLayout>
  );
}
