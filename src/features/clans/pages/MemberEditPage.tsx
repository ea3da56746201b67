/**
 * The member editor (/clan/member/edit): edit (?id), add a child (?kind=child&fatherId; without fatherId a 始祖),
 * a wife (?kind=wife&husbandId), an ancestor or a mother (?kind=ancestor|mother&memberId), or view (?readonly=1).
 * After adding a child or wife it stays on an add form for the same father (&added=<new id>: 继续添加 儿子 / 女儿 /
 * 妻子, and after a wife the offer to record the father's motherless children as hers); &gender=f starts a daughter.
 * Validates in Chinese before sending; edits carry `version` — when someone else saved first the server's message
 * shows with a choice (load the latest, or keep my input on the latest version); what was typed is never dropped.
 */
import { Button, NoticeBar } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { confirm, toast } from '@src/app/shell/feedback';
import { MemberPhotos } from '@src/features/albums/index';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState, ErrorState, LoadingState, errorText } from '@src/components/ui/States';
import { isApiError } from '@src/lib/api-client';
import { MemberFormFields } from '../components/MemberFormFields';
import { MemberRelatives } from '../components/MemberRelatives';
import { WivesList } from '../components/WivesList';
import { ContinueAdding } from '../components/ContinueAdding';
import { afterAdd, nextKindPath, formFromRecord, formToInput, MODE_TITLES, targetFromParams, validateForm, type EditTarget, type MemberForm } from '../member-form';
import { clearDraft, draftKey, loadDraft, saveDraft } from '../member-draft';
import { useMemberEditor, type EditorData } from '../use-member-editor';
import '../clans.css';
import { addMember, fetchLatestMember, removeMemberOnce, saveMember } from '@src/features/clan-members/clan-members.queries';
import { MIN_GENERATION } from '@model/generations';

export const STALE_HINT = '已被他人修改';

function Editor({ t, data, refetch, added, daughter }: {
  t: EditTarget & { clanId: number }; data: EditorData; refetch: () => Promise<unknown>; added: number | null; daughter: boolean;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<MemberForm>(() => (t.mode === 'child' && daughter ? { ...data.initial, gender: 'f', ranking: '' } : data.initial));
  const [names, setNames] = useState<Record<number, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState<string | null>(null);
  const [mine, setMine] = useState<MemberForm | null>(null);
  const [busy, setBusy] = useState(false);
  const canEdit = t.mode === 'edit' ? !!data.detail?.canEdit : data.clan.canEdit;
  const readOnly = t.readonly || !canEdit;
  const set = (patch: Partial<MemberForm>) => {
    setForm((f) => {
      const next = { ...f, ...patch };
      // The suggested 行第 was the next son's: a daughter is numbered by the server unless typed.
      if (t.mode === 'child' && patch.gender && patch.gender !== f.gender && f.ranking === data.initial.ranking) next.ranking = '';
      return next;
    });
    setProblem(null);
  };
  const dKey = draftKey(t);
  const [draft, setDraft] = useState<MemberForm | null>(() => (readOnly ? null : loadDraft(dKey, data.initial)));
  useEffect(() => { if (!readOnly && !draft) saveDraft(dKey, form, data.initial); }, [form, readOnly, draft, dKey, data.initial]);

  const submit = async (f: MemberForm = form) => {
    const p = validateForm(f, t.mode);
    if (p) { setProblem(p); toast(p); return; }
    setBusy(true);
    try {
      const body = formToInput(f, t);
      const r = t.mode === 'edit' ? await saveMember(body, { silent: true }) : await addMember(body as Parameters<typeof addMember>[0], { silent: true });
      clearDraft(dKey);
      toast(t.mode === 'edit' ? '已保存' : '已添加', 'success');
      setStale(null);
      navigate(t.mode === 'edit' ? `/clan/member/edit?clanId=${t.clanId}&id=${r.id}&readonly=1` : afterAdd(t, r), { replace: true });
    } catch (e) {
      const msg = errorText(e);
      if (isApiError(e) && msg.includes(STALE_HINT)) setStale(msg);
      else { setProblem(msg); toast(msg); }
    } finally {
      setBusy(false);
    }
  };
  /** Keep my input, on top of the latest version. */
  const keepMine = async () => {
    const latest = await fetchLatestMember(form.id ?? 0);
    const next = { ...form, version: latest.version };
    setForm(next);
    setStale(null);
    await submit(next);
  };
  /** Load the latest record; my input stays one tap away. */
  const loadLatest = async () => {
    const latest = await fetchLatestMember(form.id ?? 0);
    setMine(form);
    setForm(formFromRecord(latest, { father: form.fatherName, biologicalFather: form.biologicalFatherName }));
    setStale(null);
    void refetch();
  };
  const del = async () => {
    if (!form.id) return;
    if (!(await confirm({ title: '删除成员', content: `确定删除“${data.detail?.member.displayName ?? form.name}”吗？删除后不可恢复。`, danger: true, confirmText: '删除' }))) return;
    try {
      await removeMemberOnce({ id: form.id }, { silent: true });
    } catch (e) {
      if (!isApiError(e) || e.code !== 0) return toast(errorText(e));
      if (!(await confirm({ title: '连同后代一起删除？', content: e.msbox, danger: true, confirmText: '全部删除' }))) return;
      await removeMemberOnce({ id: form.id, confirm: 1 });
    }
    toast('已删除', 'success');
    navigate(-1);
  };

  return (
    <>
      {stale && (
        <div className="cl-stale">
          <NoticeBar color="alert" wrap content={`${stale}。您的输入仍保留在下方。`} />
          <div className="cl-row" style={{ padding: 8, background: '#fff' }}>
            <Button size="small" onClick={() => void loadLatest()}>载入最新资料</Button>
            <Button size="small" color="primary" onClick={() => void keepMine()}>以我的修改为准</Button>
          </div>
        </div>
      )}
      {mine && (
        <NoticeBar color="info" wrap extra={<Button size="mini" onClick={() => { setForm({ ...mine, version: form.version }); setMine(null); }}>恢复我的输入</Button>}
          content="已载入最新资料，您之前的输入已暂存" />
      )}
      {draft && (
        <NoticeBar color="info" wrap content="上次有未保存的输入"
          extra={<div className="cl-row">
            <Button size="mini" onClick={() => { clearDraft(dKey); setDraft(null); }}>丢弃</Button>
            <Button size="mini" color="primary" onClick={() => { setForm({ ...draft, version: form.version }); setDraft(null); }}>恢复</Button>
          </div>} />
      )}
      {added && t.anchorId && data.detail && (t.mode === 'child' || t.mode === 'wife') && (
        <ContinueAdding addedId={added} current={t.mode === 'wife' ? 'wife' : form.gender === 'f' ? 'daughter' : 'son'}
          father={{ id: t.anchorId, name: data.detail.member.displayName, canHaveWife: data.detail.member.gender === 'm' && !data.detail.member.husbandId }}
          onPick={(k) => navigate(nextKindPath(t.clanId, t.anchorId!, k, added), { replace: true })}
          onOpen={(id) => navigate(`/clan/member/edit?clanId=${t.clanId}&id=${id}&readonly=1`)} />
      )}
      {t.readonly && data.detail && <MemberRelatives d={data.detail} onOpen={(id) => navigate(`/clan/member/edit?clanId=${t.clanId}&id=${id}&readonly=1`)} />}
      {t.readonly && form.id && <MemberPhotos memberId={form.id} />}
      {!readOnly && t.mode === 'edit' && form.gender === 'm' && !form.husbandId && data.detail && (
        <WivesList wives={data.detail.wives} onOpen={(id) => navigate(`/clan/member/edit?clanId=${t.clanId}&id=${id}`)}
          onAdd={() => navigate(`/clan/member/edit?clanId=${t.clanId}&kind=wife&husbandId=${form.id}`)} onChanged={() => void refetch()} />
      )}
      <MemberFormFields form={form} set={set} mode={t.mode} clanId={t.clanId} poems={data.clan.poems} branches={data.clan.branches}
        motherOptions={data.motherOptions} readOnly={readOnly} names={names} onNamed={(id, n) => setNames((o) => ({ ...o, [id]: n }))} />
      {problem && <p className="cl-date-preview--error" role="alert" style={{ padding: '0 16px' }}>{problem}</p>}
      <div className="cl-submit">
        {t.readonly && canEdit && form.id && (
          <>
            <Button onClick={() => navigate(`/clan/member/edit?clanId=${t.clanId}&kind=child&fatherId=${form.id}`)}>添加子女</Button>
            {form.gender === 'm' && !form.husbandId && <Button onClick={() => navigate(`/clan/member/edit?clanId=${t.clanId}&kind=wife&husbandId=${form.id}`)}>添加配偶</Button>}
            {form.fatherId && !data.detail?.mother && !form.husbandId && <Button onClick={() => navigate(`/clan/member/edit?clanId=${t.clanId}&kind=mother&memberId=${form.id}`)}>添加母亲</Button>}
            {!form.fatherId && !form.husbandId && (form.generation ?? 1) > MIN_GENERATION && <Button onClick={() => navigate(`/clan/member/edit?clanId=${t.clanId}&kind=ancestor&memberId=${form.id}`)}>添加上代</Button>}
            <Button color="primary" onClick={() => navigate(`/clan/member/edit?clanId=${t.clanId}&id=${form.id}`, { replace: true })}>编辑</Button>
          </>
        )}
        {t.readonly && !canEdit && form.id && <Button onClick={() => navigate(`/clan/correction?clanId=${t.clanId}&memberId=${form.id}`)}>资料有误，我要纠错</Button>}
        {!readOnly && t.mode === 'edit' && form.id && <Button color="danger" fill="outline" onClick={() => void del()}>删除</Button>}
        {!readOnly && <Button color="primary" loading={busy} onClick={() => void submit()}>{t.mode === 'edit' ? '保存' : '添加'}</Button>}
      </div>
    </>
  );
}

export default function MemberEditPage() {
  const [params] = useSearchParams();
  const t = targetFromParams(params);
  const added = /^\d+$/.test(params.get('added') ?? '') ? Number(params.get('added')) : null;
  const daughter = params.get('gender') === 'f';
  const { data, error, refetch, refetchDetail } = useMemberEditor(t);
  const anchor = t.mode !== 'edit' && data?.detail ? `为${data.detail.member.displayName}` : '';
  const title = t.readonly ? '成员资料' : `${anchor}${MODE_TITLES[t.mode === 'child' && !t.anchorId ? 'child' : t.mode]}`.replace('为添加子女', '添加子女');
  let body;
  if (!t.clanId) body = <EmptyState title="缺少族谱编号" />;
  else if (t.mode === 'edit' && !t.id) body = <EmptyState title="缺少成员编号" />;
  else if (error) body = <ErrorState error={error} onRetry={refetch} />;
  else if (!data) body = <LoadingState />;
  else body = <Editor key={`${t.mode}-${t.id}-${t.anchorId}-${t.readonly}-${added}-${daughter}`} t={{ ...t, clanId: t.clanId }} data={data} refetch={refetchDetail} added={added} daughter={daughter} />;
  return <PageLayout title={t.mode === 'child' && !t.anchorId ? '添加始祖' : title} grey>{body}</PageLayout>;
}
