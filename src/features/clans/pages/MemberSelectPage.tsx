/**
 * Pick a member (/clan/member/select?clanId=&key=[&gender=m|f][&title=]): search with homonyms told apart, or
 * browse a 世. With `key` the pick goes back to the opening screen (member-pick.atoms.ts) and the page returns;
 * without it (?browse=1, from the clan page) a tap opens the member.
 */
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SearchHit } from '@contract/clan-members';
import { currentProjectAtom, useAtomValue } from '@src/app/store';
import { PageLayout } from '@src/components/ui/PageLayout';
import { EmptyState } from '@src/components/ui/States';
import { MemberPickerBody } from '../components/MemberPicker';
import { putMemberPick } from '../member-pick.atoms';
import '../clans.css';

const num = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

export default function MemberSelectPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const project = useAtomValue(currentProjectAtom);
  const clanId = num(params.get('clanId')) ?? num(params.get('id')) ?? project.clanId;
  const key = params.get('key');
  const gender = params.get('gender');
  const pick = (m: SearchHit) => {
    if (key) {
      putMemberPick({ key, member: m });
      navigate(-1);
    } else {
      navigate(`/clan/member/edit?clanId=${clanId}&id=${m.id}&readonly=1`);
    }
  };
  return (
    <PageLayout title={params.get('title') ?? (key ? '选择成员' : '查找成员')}>
      {clanId ? (
        <MemberPickerBody clanId={clanId} onPick={pick} gender={gender === 'm' || gender === 'f' ? gender : undefined} />
      ) : (
        <EmptyState title="请先进入一部族谱" />
      )}
    </PageLayout>
  );
}
