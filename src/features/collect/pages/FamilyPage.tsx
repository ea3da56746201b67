/**
 * /clan/collect/family?id=: one household — 父亲 (chosen from the tree or described), 母亲, 本人, 妻子 with their
 * children in order, 子女 — to fill in and submit; the reviewer returns, invalidates, restores or goes to 核对合并.
 */
import { Button, List, Popup, Result, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import * as c from '@contract/collect';
import { confirm, toast } from '@src/app/shell/feedback';
import { PageLayout } from '@src/components/ui/PageLayout';
import { QueryView } from '@src/components/ui/States';
import { useApiQuery } from '@src/lib/query';
import { FamilyStatusTag, personLine, useIds } from '../collect-ui';
import { deleteFamily, finishFamily, rankChildren, saveFamily, setFamilyStatus } from '../collect.queries';

function FatherPicker({ f, onClose }: { f: c.Family; onClose: () => void }) {
  const [name, setName] = useState('');
  const [sent, setSent] = useState('');
  const hits = useApiQuery(c.familyCheck, { collectId: f.collectId, name: sent }, { enabled: sent.length > 0, retry: false });
  const pick = async (id: number) => {
    await saveFamily({ id: f.id, collectId: f.collectId, fatherMemberId: id }).then(() => { toast('已选择父亲', 'success'); onClose(); }).catch(() => {});
  };
  return (
    <div style={{ padding: 12 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <input className="adm-input-element" style={{ flex: 1, border: '1px solid #ddd', borderRadius: 6, padding: '6px 8px' }} value={name}
          onChange={(e) => setName(e.target.value)} placeholder="父亲的姓名，如 陈有德" aria-label="父亲姓名" />
        <Button size="small" color="primary" onClick={() => setSent(name.trim())}>查找</Button>
      </div>
      {sent && hits.data && (
        <List header={hits.data.total > 1 ? `同名 ${hits.data.total} 人，请按世次、父亲、房支辨认` : undefined}>
          {hits.data.hits.length === 0 && <List.Item>族谱中没有找到，请关闭后“填写父亲信息”，由管理员核对</List.Item>}
          {hits.data.hits.map((h) => (
            <List.Item key={h.id} onClick={() => void pick(h.id)} description={[h.generationLabel, h.fatherName && `父 ${h.fatherName}`, h.branchName, h.living ? '在世' : h.birthYear && `生于${h.birthYear}`].filter(Boolean).join(' · ')}>
              {h.name}
            </List.Item>
          ))}
        </List>
      )}
      {hits.isError && <div className="cl-note">{(hits.error as Error).message}</div>}
    </div>
  );
}

export default function FamilyPage() {
  const navigate = useNavigate();
  const { id } = useIds();
  const fam = useApiQuery(c.familyGet, { id: id ?? 0 }, { enabled: !!id });
  const tree = useApiQuery(c.memberTree, { familyId: id ?? 0 }, { enabled: !!id });
  const [picking, setPicking] = useState(false);
  const [returning, setReturning] = useState(false);
  const [feedback, setFeedback] = useState('');
  const edit = (role: c.PersonRole, personId?: number) => navigate(`/clan/collect/member-edit?familyId=${id}&role=${role}${personId ? `&id=${personId}` : ''}`);
  const submit = async (f: c.Family) => {
    if (!(await confirm('提交后将由管理员核对，核对前不能再修改。确定提交吗？'))) return;
    await finishFamily({ id: f.id }).then(() => navigate(`/clan/collect/over?family=${f.id}`, { replace: true })).catch(() => {});
  };
  const remove = async (f: c.Family) => {
    if (!(await confirm({ content: `确定删除「${f.title}」及其填写的全部人员吗？`, confirmText: '删除', danger: true }))) return;
    await deleteFamily({ id: f.id }).then(() => { toast('已删除', 'success'); navigate(-1); }).catch(() => {});
  };
  const status = async (f: c.Family, s: -1 | 0 | 3) => {
    if (s === -1 && !(await confirm({ content: '设为无效后该户不会合并进族谱（可恢复）。确定吗？', confirmText: '设为无效', danger: true }))) return;
    await setFamilyStatus({ id: f.id, status: s, feedback: s === 3 ? feedback.trim() : '' }).then(() => { toast('已更新', 'success'); setReturning(false); }).catch(() => {});
  };
  const move = async (kids: c.Person[], i: number, d: -1 | 1) => {
    const ids = kids.map((k) => k.id);
    [ids[i], ids[i + d]] = [ids[i + d], ids[i]];
    await rankChildren({ familyId: id!, ids: ids.join(',') }).catch(() => {});
  };
  const row = (p: c.Person, f: c.Family, extra?: React.ReactNode) => (
    <List.Item key={p.id} description={personLine(p)} extra={extra} onClick={f.canEdit ? () => edit(p.role, p.id) : undefined}>
      {p.surname}{p.name}{p.isMain ? '（户主）' : ''}{p.mergedMemberId ? ' ✓已入谱' : ''}
    </List.Item>
  );
  return (
    <PageLayout title="家庭信息" grey>
      <QueryView query={fam}>
        {(f) => (
          <div className="cl-page">
            <div className="cl-card">
              <h3>{f.title} <FamilyStatusTag f={f} /></h3>
              <div className="cl-muted">{[f.phone, f.province && `${f.province}${f.city}${f.address}`, f.assistant && `助手 ${f.assistant.name}`].filter(Boolean).join(' · ')}</div>
              {f.status === 3 && f.feedback && <div className="cl-note" style={{ marginTop: 8 }}>退回说明：{f.feedback}</div>}
            </div>
            {tree.data && (() => {
              const t = tree.data;
              const kids = [...t.wives.flatMap((w) => w.children), ...t.children].sort((a, b) => a.ranking - b.ranking);
              return (
                <>
                  <List header="父亲">
                    {t.fatherMember && <List.Item description={`族谱中的成员 · ${t.fatherMember.generation}世`}>{t.fatherMember.name}</List.Item>}
                    {t.father && row(t.father, f)}
                    {!t.fatherMember && !t.father && f.canEdit && (
                      <List.Item>
                        <div style={{ display: 'flex', gap: 8 }}>
                          <Button size="small" color="primary" fill="outline" onClick={() => setPicking(true)}>从族谱中选择</Button>
                          <Button size="small" onClick={() => edit('father')}>填写父亲信息</Button>
                        </div>
                      </List.Item>
                    )}
                  </List>
                  <List header="母亲">
                    {t.mothers.map((m) => row(m, f))}
                    {f.canEdit && <List.Item onClick={() => edit('mother')}><span className="cl-muted">＋ 添加母亲</span></List.Item>}
                  </List>
                  <List header="本人">
                    {t.self ? row(t.self, f) : f.canEdit && <List.Item onClick={() => edit('self')}><span className="cl-muted">＋ 填写本人信息</span></List.Item>}
                  </List>
                  <List header="妻子">
                    {t.wives.map((w) => row(w, f))}
                    {f.canEdit && <List.Item onClick={() => edit('wife')}><span className="cl-muted">＋ 添加妻子</span></List.Item>}
                  </List>
                  <List header="子女（按长幼）">
                    {kids.map((k, i) => row(k, f, f.canEdit && kids.length > 1 ? (
                      <span onClick={(e) => e.stopPropagation()}>
                        <Button size="mini" disabled={i === 0} onClick={() => void move(kids, i, -1)} aria-label="上移">↑</Button>{' '}
                        <Button size="mini" disabled={i === kids.length - 1} onClick={() => void move(kids, i, 1)} aria-label="下移">↓</Button>
                      </span>
                    ) : undefined))}
                    {f.canEdit && <List.Item onClick={() => edit('child')}><span className="cl-muted">＋ 添加子女</span></List.Item>}
                  </List>
                </>
              );
            })()}
            <div className="cl-actions">
              {f.canEdit && f.status !== 1 && <Button block color="primary" onClick={() => void submit(f)}>提交</Button>}
              {f.canReview && f.status === 1 && <Button block color="primary" onClick={() => navigate(`/clan/collect/family-match?id=${f.id}`)}>核对合并</Button>}
              {f.canReview && f.status === 1 && <Button block onClick={() => setReturning(true)}>退回</Button>}
              {f.canReview && [0, 1, 3].includes(f.status) && <Button block fill="outline" onClick={() => void status(f, -1)}>设为无效</Button>}
              {f.canReview && f.status === -1 && <Button block onClick={() => void status(f, 0)}>恢复</Button>}
              {f.status !== 2 && (f.canEdit || f.canReview) && <Button block color="danger" fill="outline" onClick={() => void remove(f)}>删除</Button>}
            </div>
            {f.status === 2 && <Result status="success" title="已合并进族谱" />}
            <Popup visible={picking} onMaskClick={() => setPicking(false)} bodyStyle={{ height: '70vh', overflow: 'auto' }}>
              {picking && <FatherPicker f={f} onClose={() => setPicking(false)} />}
            </Popup>
            <Popup visible={returning} onMaskClick={() => setReturning(false)}>
              <div style={{ padding: 16 }}>
                <TextArea value={feedback} onChange={setFeedback} rows={3} maxLength={200} placeholder="退回说明：请填写需要补充或更正的内容" />
                <Button block color="primary" onClick={() => void status(f, 3)}>退回给填写人</Button>
              </div>
            </Popup>
          </div>
        )}
      </QueryView>
    </PageLayout>
  );
}
