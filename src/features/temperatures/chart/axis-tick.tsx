// An axis label as a plain <text>. recharts' own tick text measures every label's width in the
// DOM (a forced layout per tick on each chart mount) to wrap lines our short labels never need.

interface AxisTickProps {
  x?: number;
  y?: number;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  verticalAnchor?: 'start' | 'middle' | 'end';
  payload?: { value: unknown };
  index?: number;
  tickFormatter?: (value: never, index: number) => string;
  className?: string;
}

// The baseline offsets recharts' Text uses for one line (cap height 0.71em).
const DY = { start: '0.71em', middle: '0.355em', end: '0' } as const;

export function AxisTick({
  x,
  y,
  textAnchor,
  verticalAnchor = 'end',
  payload,
  index = 0,
  tickFormatter,
  className,
}: AxisTickProps) {
  if (!payload) return null;
  const label = tickFormatter
    ? tickFormatter(payload.value as never, index)
    : String(payload.value as number);
  return (
    <text
      x={x}
      y={y}
      dy={DY[verticalAnchor]}
      textAnchor={textAnchor}
      fill="currentColor"
      fontSize={11}
      className={className}
    >
      {label}
    </text>
  );
}
