import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// The text of a PDF (Chromium's page.pdf()) as pdf.js reads it, for specs that check print.

/** Every page's text in reading order; line ends as they fell on the paper. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false }).promise;
  let text = '';
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    for (const item of content.items)
      if ('str' in item) text += item.str + (item.hasEOL ? '\n' : '');
    text += '\n';
  }
  await doc.destroy();
  return text;
}

/** Without any white space: a table cell may wrap anywhere on paper. */
export const squash = (s: string): string => s.replace(/\s+/g, '');
