/** Tasks by kind (新手/每日/每周) with progress; 去完成 goes where the task is done, 领取 pays the reward once. */
import { Button, ProgressBar } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { TASK_KIND_NAMES, TASK_STATE_NAMES, type TaskItem } from '@contract/growth';
import { copyText, toast } from '@src/app/shell/feedback';
import { userInfoAtom, useAtomValue } from '@src/app/store';
import { shareLink } from '@src/lib/share';
import { drawTask } from '../growth.queries';

const reward = (t: TaskItem) => [t.points ? `+${t.points}积分` : '', t.coins ? `+${t.coins}金币` : ''].filter(Boolean).join(' ');

export function TaskList({ list }: { list: TaskItem[] }) {
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const go = (t: TaskItem) => {
    if (!t.route.endsWith('scene=share')) return navigate(t.route);
    void copyText(shareLink('/pages/index/index', user?.shareValue, location.href)).then(() => toast('分享链接已复制，发给亲人注册即可'));
  };
  const claim = (t: TaskItem) => void drawTask({ id: t.id }).then(() => toast(`领取成功 ${reward(t)}`, 'success')).catch(() => {});
  return (
    <>
      {(['once', 'daily', 'weekly'] as const).map((kind) => {
        const rows = list.filter((t) => t.kind === kind);
        if (!rows.length) return null;
        return (
          <section key={kind} className="zp-growth-card" aria-label={TASK_KIND_NAMES[kind]}>
            <h2 className="zp-growth-title">{TASK_KIND_NAMES[kind]}</h2>
            {rows.map((t) => (
              <div key={t.id} className="zp-task" data-task={t.id}>
                <div className="zp-task__body">
                  <div className="zp-task__name">{t.name}（{t.progress}/{t.target}）</div>
                  <div className="zp-task__desc">{t.description}</div>
                  <div className="zp-task__reward">{reward(t)}</div>
                  {t.target > 1 && <ProgressBar percent={(t.progress / t.target) * 100} style={{ marginTop: 4 }} />}
                </div>
                {t.state === 'claimable' ? (
                  <Button size="small" color="danger" onClick={() => claim(t)}>{TASK_STATE_NAMES.claimable}</Button>
                ) : t.state === 'claimed' ? (
                  <Button size="small" disabled>{TASK_STATE_NAMES.claimed}</Button>
                ) : (
                  <Button size="small" fill="outline" color="danger" onClick={() => go(t)}>{TASK_STATE_NAMES.doing}</Button>
                )}
              </div>
            ))}
          </section>
        );
      })}
    </>
  );
}
