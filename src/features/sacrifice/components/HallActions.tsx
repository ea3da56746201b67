/** The entries of a hall: 祭拜, 墓园 (3D), 生平 articles, albums, videos, records; 收藏; owner's 编辑/删除. */
import { ActionSheet, Button, Grid } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { type SacrificeDetail } from '@contract/sacrifice';
import { confirm, toast } from '@src/app/shell/feedback';
import { deleteMemorial, toggleFavorite } from '../sacrifice.queries';

export function HallActions({ hall }: { hall: SacrificeDetail }) {
  const navigate = useNavigate();
  const q = `?id=${hall.id}`;
  const entries: [string, string][] = [
    ['祭拜', `/sacrifice/worship${q}`],
    [hall.tomb ? '三维墓园' : '墓园', hall.tomb ? `/sacrifice/tomb-vr${q}` : `/sacrifice/tomb${q}`],
    ['生平文章', `/sacrifice/article${q}`],
    ['纪念相册', `/sacrifice/album${q}`],
    ['纪念视频', `/sacrifice/video${q}`],
    ['背景音乐', `/sacrifice/music${q}`],
  ];
  return (
    <>
      <Grid columns={3} gap={8} className="sf-actions">
        {entries.map(([label, to]) => (
          <Grid.Item key={label}>
            <Button block size="small" color={label === '祭拜' ? 'primary' : 'default'} onClick={() => navigate(to)}>{label}</Button>
          </Grid.Item>
        ))}
      </Grid>
      <div className="sf-actions__row">
        <Button size="small" fill="outline" onClick={() => void toggleFavorite(hall.id).catch(() => {})}>{hall.favorite ? '取消收藏' : '收藏'}</Button>
        {hall.canEdit && <Button size="small" fill="outline" onClick={() => ownerMenu(hall, navigate)}>管理</Button>}
      </div>
    </>
  );
}

function ownerMenu(hall: SacrificeDetail, navigate: (to: string, o?: { replace?: boolean }) => void) {
  ActionSheet.show({
    cancelText: '取消',
    closeOnAction: true,
    actions: [
      { key: 'edit', text: '编辑纪念馆', onClick: () => navigate(`/sacrifice/edit?id=${hall.id}`) },
      {
        key: 'delete', text: '删除纪念馆', danger: true, onClick: async () => {
          if (!(await confirm({ content: `删除“${hall.name}”纪念馆后，留言、祭拜记录和生平资料都将一并删除，且无法恢复。确定删除吗？`, confirmText: '删除', danger: true }))) return;
          try {
            await deleteMemorial({ id: hall.id });
            toast('已删除');
            navigate('/sacrifice/mine', { replace: true });
          } catch { /* toasted */ }
        },
      },
    ],
  });
}
