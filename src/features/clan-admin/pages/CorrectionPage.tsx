/**
 * /clan/correction?id=<memberId>: a reader proposes a correction of one member — field by field, each showing the
 * current value; only the fields he changes are sent (/clan-member/correction/save) with his note on the source.
 * The admin reviews it (/clan/admin/correction). Without id: pick the member first.
 */
import { Button, Form, Input, NoticeBar, Selector, Switch, TextArea } from 'antd-mobile';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as members from '@contract/clan-members';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { DateText } from '../components/DateText';
import { DiffTable } from '../components/DiffTable';
import { MemberSearch } from '../components/MemberSearch';
import { positiveInt, useAdminIds } from '../admin-context';
import { CORRECTION_FIELDS, currentValues, diffRows, formatValue, toCorrectionChanges, type FieldDef } from '../member-fields';
import '../clan-admin.css';
import { submitCorrection } from '../clan-admin.queries';
import { useCallMutation } from '@src/lib/mutation';

function FieldInput({ f, value, onChange }: { f: FieldDef; value: unknown; onChange: (v: unknown) => void }) {
  if (f.kind === 'bool') return <Switch checked={!!value} onChange={onChange} />;
  if (f.kind === 'gender') return <Selector columns={2} value={[String(value ?? '')]} onChange={(v) => v[0] && onChange(v[0])} options={[{ label: '男', value: 'm' }, { label: '女', value: 'f' }]} />;
  if (f.kind === 'choice') return <Selector columns={4} value={value ? [String(value)] : []} onChange={(v) => onChange(v[0] ?? null)} options={(f.options ?? []).map((o) => ({ label: o, value: o }))} />;
  if (f.kind === 'date') return <DateText value={String(value ?? '')} onChange={onChange} />;
  if (f.kind === 'long') return <TextArea value={String(value ?? '')} onChange={onChange} rows={4} maxLength={5000} showCount />;
  return <Input value={value === null || value === undefined ? '' : String(value)} onChange={onChange} type={f.kind === 'number' ? 'number' : 'text'}
    placeholder={f.kind === 'list' ? '多项用、分隔' : undefined} clearable />;
}

function CorrectionForm({ m }: { m: members.ClanMemberRecord }) {
  const navigate = useNavigate();
  const current = useMemo(() => currentValues(m), [m]);
  const [draft, setDraft] = useState<Record<string, unknown>>(current);
  const [reason, setReason] = useState('');
  const fields = CORRECTION_FIELDS.filter((f) => (m.gender === 'm' ? f.key !== 'marriedTo' && f.key !== 'spouseType' : true)
    && (m.husbandId ? f.key !== 'marriedTo' : f.key !== 'spouseType'));
  const changes = toCorrectionChanges(current, draft);
  const rows = diffRows(current, changes);
  const saving = useCallMutation(submitCorrection, {
    onSuccess: () => {
      toast('纠错已提交，等待管理员审核', 'success');
      navigate(-1);
    },
  });
  return (
    <>
      <NoticeBar color="info" content="只需修改有误的项，并说明依据（老谱、墓碑、族人口述等）" wrap />
      <Form layout="vertical">
        <Form.Header>{m.displayName} · {m.generation}世</Form.Header>
        {fields.map((f) => (
          <Form.Item key={f.key} label={f.label} description={`现为：${formatValue(f.key, current[f.key])}`}>
            <FieldInput f={f} value={draft[f.key]} onChange={(v) => setDraft((d) => ({ ...d, [f.key]: v }))} />
          </Form.Item>
        ))}
        <Form.Item label="纠错说明">
          <TextArea value={reason} onChange={setReason} rows={3} maxLength={500} showCount placeholder="依据与说明" />
        </Form.Item>
      </Form>
      <div className="ca-card">
        <div className="ca-title">将提交的修改</div>
        {rows.length ? <DiffTable rows={rows} /> : <div className="ca-muted">还没有修改任何项</div>}
      </div>
      <Button block color="primary" disabled={!rows.length} loading={saving.isPending}
        onClick={() => saving.mutate({ memberId: m.id, changes: changes as never, reason: reason.trim() })}>
        提交纠错
      </Button>
    </>
  );
}

export default function CorrectionPage() {
  const [params, setParams] = useSearchParams();
  const { clanId } = useAdminIds();
  const id = positiveInt(params.get('id')) ?? positiveInt(params.get('memberId'));
  const member = useApiQuery(members.get, { id: id ?? 0 }, { enabled: !!id });
  let body;
  if (id) body = <QueryView query={member}>{(m) => <CorrectionForm m={m} />}</QueryView>;
  else if (clanId) body = <MemberSearch clanId={clanId} placeholder="搜索要纠错的族人" onPick={(h) => setParams({ id: String(h.id) })} />;
  else body = <EmptyState title="未指定族人" description="请在成员详情中点「纠错」进入" />;
  return (
    <PageLayout title="纠错" grey>
      <div className="ca-page">{body}</div>
    </PageLayout>
  );
}
