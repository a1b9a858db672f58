// Print of one part of the page: everything else (the app's header, navigation) is not
// printed, and the sheet starts at the top of the paper, black on white.
const css = (cls: string) => `
@page { size: A4; margin: 15mm; }
@media print {
  body * { visibility: hidden; }
  .${cls}, .${cls} * { visibility: visible; }
  .${cls} { position: absolute; left: 0; top: 0; width: 100%; color: #000; background: #fff; }
}`;

/** Render inside the sheet; `sheetClass` is the class the sheet's root element carries. */
export function PrintSheetStyle({ sheetClass }: { sheetClass: string }) {
  return <style>{css(sheetClass)}</style>;
}
