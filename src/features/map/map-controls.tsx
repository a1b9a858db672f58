const button =
  'flex h-9 w-9 items-center justify-center bg-white text-lg font-semibold text-slate-800 hover:bg-slate-100 focus-visible:relative focus-visible:ring-2 focus-visible:ring-amber-500 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800';

/** Zoom and fit buttons over the map's top-right corner. */
export function MapControls({
  onZoomIn,
  onZoomOut,
  onFit,
}: {
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
}) {
  return (
    <div className="absolute top-2 right-2 flex flex-col overflow-hidden rounded-md border border-slate-300 shadow-sm dark:border-slate-600">
      <button type="button" className={button} onClick={onZoomIn} aria-label="Zoom in">
        <span aria-hidden>+</span>
      </button>
      <button
        type="button"
        className={`${button} border-t border-slate-300 dark:border-slate-600`}
        onClick={onZoomOut}
        aria-label="Zoom out"
      >
        <span aria-hidden>−</span>
      </button>
      <button
        type="button"
        className={`${button} border-t border-slate-300 text-base dark:border-slate-600`}
        onClick={onFit}
        aria-label="Fit to fleet"
        title="Fit to fleet"
      >
        <span aria-hidden>⤢</span>
      </button>
    </div>
  );
}
