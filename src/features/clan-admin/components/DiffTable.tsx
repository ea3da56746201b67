/** A diff: field, before → after (rows of contract/reviews.ts DiffRow or member-fields.ts diffRows). */
export interface DiffLine { label: string; before: string; after: string; changed?: boolean }

export function DiffTable({ rows }: { rows: readonly DiffLine[] }) {
  return (
    <table className="ca-diff">
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.label}-${i}`}>
            <th scope="row">{r.label}</th>
            <td>
              <span className="ca-before">{r.before || '（空）'}</span>
              <span className="ca-arrow">→</span>
              <span className="ca-after">{r.after || '（空）'}</span>
              {r.changed === false && <span className="ca-muted">（已是此值）</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
