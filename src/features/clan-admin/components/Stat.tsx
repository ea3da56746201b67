/** One number of a statistics grid. */
export function Stat({ n, l }: { n: number | string; l: string }) {
  return <div className="ca-stat"><div className="ca-stat__n">{n}</div><div className="ca-stat__l">{l}</div></div>;
}
