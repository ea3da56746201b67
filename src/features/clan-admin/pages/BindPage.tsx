/**
 * /clan/bind?id=<memberId>&name=: claim a member — "我就是TA" (本人) or "TA是我的…" (a relative) — with a note;
 * an admin reviews it (/clan/admin/bind-apply). Shows my masked phone (how the admin reaches me), the member I am
 * already bound to, and my requests still waiting.
 */
import { Button, Form, List, NoticeBar, Selector, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import * as members from '@contract/clan-members';
import { BindRelation, bindPhoneInfo, type BindRelation as Relation } from '@contract/reviews';
import { toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { positiveInt } from '../admin-context';
import '../clan-admin.css';
import { requestBind } from '../clan-admin.queries';
import { useCallMutation } from '@src/lib/mutation';

export default function BindPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = positiveInt(params.get('id'));
  const member = useApiQuery(members.detail, { id: id ?? 0 }, { enabled: !!id, call: { silent: true } });
  const projectId = member.data?.member.projectId;
  const info = useApiQuery(bindPhoneInfo, { projectId }, { enabled: !!projectId });
  const [relation, setRelation] = useState<Relation>('本人');
  const [remark, setRemark] = useState('');
  const sending = useCallMutation(requestBind, {
    onSuccess: (b) => {
      toast(b.status === 'accepted' ? '绑定成功' : '申请已提交，等待管理员审核', 'success');
      navigate(-1);
    },
  });
  const name = member.data?.member.displayName ?? params.get('name') ?? '';
  const i = info.data;
  const waiting = i?.pending.find((p) => p.member?.id === id);
  return (
    <PageLayout title="绑定族人" grey>
      <div className="ca-page">
        {!id ? <EmptyState title="未指定族人" description="请在成员详情中点「绑定」进入" /> : (
          <>
            <div className="ca-card">
              <div style={{ fontSize: 18, fontWeight: 600 }}>{name || `成员 ${id}`}</div>
              {member.data && <div className="ca-muted">{member.data.generationLabel}{member.data.father ? ` · 父 ${member.data.father.name}` : ''}</div>}
            </div>
            {i?.bound && <NoticeBar color="info" wrap content={`您在本家族已绑定为「${i.bound.name}」（本人）`} />}
            {i && !i.hasPhone && <NoticeBar color="alert" wrap content="您的账号还没有手机号，管理员可能无法联系您核实，请先在「我的—设置」绑定手机号" />}
            {waiting ? (
              <NoticeBar color="alert" wrap content={`您已申请绑定此族人（${waiting.relation}），${waiting.statusName}`} />
            ) : (
              <Form layout="vertical" footer={
                <Button block color="primary" loading={sending.isPending}
                  onClick={() => sending.mutate({ memberId: id, relation, remark: remark.trim() })}>提交申请</Button>
              }>
                <Form.Item label="TA是我的">
                  <Selector columns={3} value={[relation]} onChange={(v) => v[0] && setRelation(v[0])}
                    options={BindRelation.options.map((r) => ({ label: r === '本人' ? '我本人' : r, value: r }))} />
                </Form.Item>
                <Form.Item label="申请说明" description={i?.phone ? `管理员将通过 ${i.phone} 与您核实` : undefined}>
                  <TextArea value={remark} onChange={setRemark} rows={3} maxLength={200} showCount placeholder="如：我是德华之孙，现居泉州" />
                </Form.Item>
              </Form>
            )}
            {!!i?.pending.length && (
              <List header="我的待审核申请">
                {i.pending.map((p) => <List.Item key={p.id} extra={p.statusName}>{p.member?.name ?? '已删除'} · {p.relation}</List.Item>)}
              </List>
            )}
          </>
        )}
      </div>
    </PageLayout>
  );
}
