/** One headline number in a `<dl>` of figures: a label, the value, an optional note below. */
export function Figure({
  label,
  value,
  detail,
  numeric = false,
}: {
  label: string;
  value: string;
  detail?: string;
  /** Digits of equal width, so figures stacked in a grid line up. */
  numeric?: boolean;
}) {
  return (
    <div className="rounded-md bg-surface-muted p-3">
      <dt className="text-xs text-fg-muted">{label}</dt>
      <dd className={`text-lg font-semibold${numeric ? ' tabular-nums' : ''}`}>{value}</dd>
      {detail && <dd className="text-xs text-fg-muted">{detail}</dd>}
    </div>
  );
}
