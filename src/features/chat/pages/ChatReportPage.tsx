/** /pages/chat/report?id=&seq= (a message) or ?userId= (a user): pick a category, say why, submit. */
import { useState } from 'react';
import { Button, Form, Radio, Space, TextArea } from 'antd-mobile';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REPORT_CATEGORIES, REPORT_CATEGORY_NAMES, type ReportCategory } from '@contract/chat';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { ErrorState } from '@src/components/ui/States';
import { reportChat } from '../chat.queries';

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : undefined);

export default function ChatReportPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = num(params.get('id'));
  const seq = num(params.get('seq'));
  const userId = num(params.get('userId'));
  const [category, setCategory] = useState<ReportCategory | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const what = seq ? '这条消息' : '该用户';

  const submit = async () => {
    if (!category) return toast('请选择举报类型');
    setBusy(true);
    try {
      await reportChat({ id, seq, userId: seq ? undefined : userId, category, reason });
      toast('举报已提交，我们会尽快处理', 'success');
      navigate(-1);
    } catch { /* shown */ } finally {
      setBusy(false);
    }
  };

  if (!seq && !userId) return <PageLayout title="举报"><ErrorState error={new Error('请选择要举报的消息或用户')} /></PageLayout>;
  return (
    <PageLayout title="举报" grey>
      <Form layout="vertical" footer={<Button block color="primary" loading={busy} onClick={() => void submit()}>提交举报</Button>}>
        <Form.Item label={`举报${what}的原因`}>
          <Radio.Group value={category} onChange={(v) => setCategory(v as ReportCategory)}>
            <Space direction="vertical">
              {REPORT_CATEGORIES.map((k) => <Radio key={k} value={k}>{REPORT_CATEGORY_NAMES[k]}</Radio>)}
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item label="补充说明（选填）">
          <TextArea value={reason} onChange={setReason} maxLength={500} showCount rows={4} placeholder="请描述具体情况，便于我们核实" />
        </Form.Item>
      </Form>
      <p className="zp-hint" style={{ padding: '0 16px' }}>举报时会保存该消息的内容作为证据，被举报人不会知道是谁举报的。</p>
    </PageLayout>
  );
}
