/** The current values of a locked card, read-only, so a Lite site still sees what its survey does. */
export function ReadOnlyValues({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="editor-values">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
