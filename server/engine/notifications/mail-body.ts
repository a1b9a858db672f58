// Every e-mail the engine sends has one frame: the title, the content, a link to open the
// dashboard and the footer, as plain text and as simple HTML with the same words.

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface MailFrame {
  title: string;
  /** The content's plain-text lines. */
  text: readonly string[];
  /** The content as HTML elements, already escaped. */
  html: readonly string[];
  /** The link's words ("Open the dashboard") and where it goes. */
  open: string;
  url: string;
  footer: string;
}

export function mailBody(frame: MailFrame): { text: string; html: string } {
  const { title, open, url, footer } = frame;
  return {
    text: [title, '', ...frame.text, '', `${open}: ${url}`, '', footer].join('\n'),
    html: [
      `<p><strong>${escapeHtml(title)}</strong></p>`,
      ...frame.html,
      `<p><a href="${escapeHtml(url)}">${escapeHtml(open)}</a></p>`,
      `<p><small>${escapeHtml(footer)}</small></p>`,
    ].join('\n'),
  };
}
