import type { IntlShape } from 'react-intl';
import { shortGuid } from '@/lib/company-labels';
import { messages } from './messages';

/** The name this browser gave the company, else "Company 3f6c2a1e…" in the language on screen. */
export function companyNameText(
  intl: IntlShape,
  guid: string,
  labels: Readonly<Record<string, string>>,
): string {
  return labels[guid] ?? intl.formatMessage(messages.unnamed, { id: shortGuid(guid) });
}
