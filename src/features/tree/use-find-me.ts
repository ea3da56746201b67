/**
 * 找到我 on the clan tree: the member the user is bound to as 本人 in the clan's project
 * (GET /user/detail/user-and-member {projectId, userId}); the button flies to him, or explains how to claim one
 * (/clan/bind for the selected member, else search first), or opens the other clan book he is in.
 */
import { useNavigate } from 'react-router-dom';
import { userAndMember } from '@contract/member-cards';
import type { TreePack } from '@model/tree-pack';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { alert, confirm } from '@src/app/shell/feedback';
import { useApiQuery } from '@src/lib/query';
import { bindPath, findMe } from './find-me';
import { memberFacts } from './tree-model';

interface Args {
  projectId: number | undefined;
  clanId: number;
  pack: TreePack | null;
  byId: ReadonlyMap<number, number> | null;
  selected: number;
  flyTo: (i: number) => void;
  openSearch: () => void;
}

export function useFindMe({ projectId, clanId, pack, byId, selected, flyTo, openSearch }: Args) {
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const loggedIn = !!user && user.id !== 1;
  const q = useApiQuery(userAndMember, { projectId: projectId ?? 0, userId: user?.id }, {
    enabled: loggedIn && !!projectId, call: { silent: true },
  });
  const member = q.data?.member ?? null;
  const outcome = byId && q.isSuccess ? findMe(member, clanId, byId) : null;
  /** The bound member's pack index (-1 none): 我的分支 highlights his branch. */
  const mine = outcome?.kind === 'fly' ? outcome.index : -1;
  /** Not bound to anyone yet (the popup offers 认领为本人). */
  const unbound = loggedIn && outcome?.kind === 'unbound';

  const onFindMe = async () => {
    if (!loggedIn) return void alert('登录后才能找到您在族谱中的位置');
    if (!outcome) return void alert(q.isError ? '查询绑定信息失败，请稍后重试' : '正在查询您绑定的族人，请稍候');
    switch (outcome.kind) {
      case 'fly': return flyTo(outcome.index);
      case 'missing': return void alert(outcome.hint);
      case 'other-clan':
        if (await confirm({ content: outcome.hint, confirmText: '去查看' })) navigate(outcome.path);
        return;
      case 'unbound': {
        const pick = pack && selected >= 0 && !memberFacts(pack, selected).marriedIn ? selected : -1;
        if (pick >= 0) {
          const name = memberFacts(pack!, pick).name;
          const go = await confirm({ title: '尚未绑定本人', content: `${outcome.hint}\n\n当前选中：${name}`, confirmText: `认领「${name}」` });
          if (go) navigate(bindPath(pack!.ids[pick], name));
        } else if (await confirm({ title: '尚未绑定本人', content: outcome.hint, confirmText: '搜索我的名字' })) {
          openSearch();
        }
      }
    }
  };
  return { mine, unbound, onFindMe };
}
