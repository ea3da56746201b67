/**
 * The one avatar of a user wherever he is shown (chat, comments, lists, the personal centre): his photo (or the first
 * character of his name), or the catalogue avatar he wears, inside the frame he wears (contract/vip.ts AVATAR_ITEMS).
 * Pass `dress` when it is known; with only `userId` it is fetched (batched with the other avatars on screen).
 */
import type { CSSProperties } from 'react';
import { AVATAR_ITEMS, type Dress } from '@contract/vip';
import { useDress } from '../vip.queries';

const item = (id: number | null | undefined) => (id ? AVATAR_ITEMS.find((i) => i.id === id) : undefined);

export function ItemFace({ id, size }: { id: number; size: number }) {
  const a = item(id);
  if (!a) return null;
  return (
    <span className="zp-face__glyph" style={{ width: size, height: size, fontSize: size * 0.5, color: a.colors[0], background: a.colors[1] }}>
      {a.glyph}
    </span>
  );
}

export function FrameRing({ id, size, children }: { id: number | null | undefined; size: number; children: React.ReactNode }) {
  const f = item(id);
  if (!f || f.kind !== 'frame') return <>{children}</>;
  const ring = Math.max(2, Math.round(size * 0.08));
  const style: CSSProperties = {
    padding: ring, background: `conic-gradient(${f.colors[0]}, ${f.colors[1]}, ${f.colors[0]}, ${f.colors[1]}, ${f.colors[0]})`,
  };
  return <span className="zp-face__frame" data-frame={f.id} title={f.name} style={style}>{children}</span>;
}

interface Props {
  userId?: number | null;
  name?: string | null;
  photo?: string | null;
  size?: number;
  /** Known dress (skips the fetch). */
  dress?: Dress;
  /** A group conversation: 群 on brown, no dress. */
  group?: boolean;
  className?: string;
}

export function Avatar({ userId, name, photo, size = 40, dress, group, className }: Props) {
  const fetched = useDress(dress || group ? null : userId);
  const d = dress ?? fetched.data;
  const worn = item(d?.avatarId);
  const face = group ? (
    <span className="zp-face__glyph" style={{ width: size, height: size, fontSize: size * 0.42, background: '#8a5a2b', color: '#fff' }}>群</span>
  ) : worn && worn.kind === 'avatar' ? (
    <ItemFace id={worn.id} size={size} />
  ) : photo ? (
    <img className="zp-face__img" src={photo} alt="" style={{ width: size, height: size }} />
  ) : (
    <span className="zp-face__glyph" style={{ width: size, height: size, fontSize: size * 0.42 }}>{[...(name?.trim() || '族')][0]}</span>
  );
  return (
    <span className={`zp-face${className ? ` ${className}` : ''}`} aria-label="头像" data-testid="user-avatar">
      <FrameRing id={group ? null : d?.frameId} size={size}>{face}</FrameRing>
    </span>
  );
}
