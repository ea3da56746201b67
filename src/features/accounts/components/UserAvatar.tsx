import { Avatar } from 'antd-mobile';

/** The user's photo, or the first character of the nickname on a coloured disc. */
export function UserAvatar({ photo, name, size = 56 }: { photo?: string | null; name?: string | null; size?: number }) {
  if (photo) return <Avatar src={photo} style={{ '--size': `${size}px`, '--border-radius': '50%' } as React.CSSProperties} />;
  const ch = Array.from(name?.trim() || '族')[0];
  return (
    <span
      aria-label="头像"
      style={{
        width: size,
        height: size,
        borderRadius: '50%',
        background: '#f3d9d9',
        color: '#8b1a1a',
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: size * 0.42,
        flex: 'none',
      }}
    >
      {ch}
    </span>
  );
}
