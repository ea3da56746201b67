/** A square avatar with the first character of a name (users have no avatar on the chat screens yet). */
export function ChatAvatar({ name, group }: { name: string; group?: boolean }) {
  return (
    <div className="zp-chat-avatar" style={group ? { background: '#8a5a2b' } : undefined} aria-hidden>
      {group ? '群' : [...(name || '?')][0]}
    </div>
  );
}
