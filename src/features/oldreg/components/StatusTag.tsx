/** A register's or page's status as a small coloured tag. */
export function StatusTag({ status, name }: { status: string; name: string }) {
  return <span className={`or-status or-status--${status}`}>{name}</span>;
}
