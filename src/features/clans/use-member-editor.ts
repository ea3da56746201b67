/**
 * The member editor's data: the clan (poems, branches), the member (edit) or the relative the new one hangs on,
 * the next 行第 / wife order, and the father's wives (母亲 choices). `initial` is the form to start from.
 */
import { childRanking, detail as memberDetail, wifeRanking, type MemberBrief, type MemberDetail } from '@contract/clan-members';
import { detail as clanDetail, type ClanDetail } from '@contract/clans';
import { useApiQuery } from '@src/lib/query';
import { emptyForm, formFromRecord, type EditTarget, type MemberForm } from './member-form';

export interface EditorData {
  clan: ClanDetail;
  /** The member edited, or the anchor relative. */
  detail: MemberDetail | null;
  motherOptions: MemberBrief[];
  initial: MemberForm;
}

export function useMemberEditor(t: EditTarget) {
  const clan = useApiQuery(clanDetail, { id: t.clanId ?? 0 }, { enabled: !!t.clanId });
  const detailId = t.mode === 'edit' ? t.id : t.anchorId;
  const detail = useApiQuery(memberDetail, { id: detailId ?? 0 }, { enabled: !!detailId, staleTime: 0 });
  const d = detail.data;
  // Mother choices: the wives of the (lineage) father.
  const fatherId = t.mode === 'child' ? t.anchorId : t.mode === 'edit' ? (d?.member.lineageFatherId ?? null) : null;
  const wives = useApiQuery(wifeRanking, { husbandId: fatherId ?? 0 }, { enabled: !!fatherId && t.mode === 'edit' });
  const next = useApiQuery(
    t.mode === 'wife' ? wifeRanking : childRanking,
    (t.mode === 'wife' ? { husbandId: t.anchorId ?? 0 } : { fatherId: t.anchorId ?? 0, rankingType: 'm' }) as never,
    { enabled: !!t.anchorId && (t.mode === 'wife' || t.mode === 'child') },
  );
  // A cached member may be old (changed by a correction, another editor): the form starts from the fresh one.
  const refreshing = !!detailId && detail.isFetching && !detail.isFetchedAfterMount;
  const waiting = clan.isPending || refreshing || (!!detailId && detail.isPending) || (next.isPending && next.fetchStatus !== 'idle');
  const error = clan.error ?? detail.error ?? null;
  let data: EditorData | null = null;
  if (!waiting && clan.data && (!detailId || d)) {
    const c = clan.data;
    let initial: MemberForm;
    if (t.mode === 'edit' && d) {
      initial = formFromRecord(d.member, { father: d.father?.name, biologicalFather: d.biologicalFather?.name });
    } else {
      const anchorGen = d ? (t.mode === 'mother' ? d.member.generation - 1 : d.member.generation) : null;
      initial = emptyForm(t, { surname: d?.member.surname ?? c.surname, anchorGeneration: anchorGen, next: (next.data as { next?: number } | undefined)?.next ?? null });
      if (t.mode === 'child' && d) initial.fatherName = d.member.displayName;
    }
    const motherOptions = t.mode === 'child' ? (d?.wives ?? []) : (wives.data?.list ?? []);
    data = { clan: c, detail: d ?? null, motherOptions, initial };
  }
  return { data, error, refetch: () => { void clan.refetch(); if (detailId) void detail.refetch(); }, refetchDetail: detail.refetch };
}
