/** The album photos a member is tagged on (his page, read-only view): thumbnails that open the album. Nothing when none. */
import { Image, List } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { memberPhotos } from '@contract/albums';
import { useApiQuery } from '@src/lib/query';
import '../albums.css';

export function MemberPhotos({ memberId }: { memberId: number }) {
  const navigate = useNavigate();
  const q = useApiQuery(memberPhotos, { memberId }, { retry: false, call: { silent: true } });
  if (!q.data?.length) return null;
  return (
    <List header={`相册中的照片（${q.data.length}）`}>
      <div className="al-photos" style={{ paddingTop: 8 }} data-testid="member-photos">
        {q.data.map((p) => (
          <div key={p.id} className="al-photo" role="button" tabIndex={0} onClick={() => navigate(`/clan/album/details?id=${p.albumId}`)}>
            <Image src={p.thumbUrl} fit="cover" width="100%" height={90} alt={p.caption || '照片'} />
            {p.caption && <span className="al-tag">{p.caption}</span>}
          </div>
        ))}
      </div>
    </List>
  );
}
