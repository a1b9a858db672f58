// Browser-side file download and clipboard: the CSV exports of every page and the log detail page.

export function downloadBlob(fileName: string, parts: BlobPart[], mimeType: string): void {
  const url = URL.createObjectURL(new Blob(parts, { type: mimeType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked later: Chromium reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function downloadText(fileName: string, text: string, mimeType: string): void {
  downloadBlob(fileName, [text], mimeType);
}

/** Clipboard API where allowed (secure contexts), else the old selection-based copy. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused: fall through to the selection-based copy.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
