import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { counterName } from '@/domain/service/maintenance';
import { counterMessages, counterTypeNames } from './messages';

/**
 * A counter type's name in the language on screen. A type the dashboard has no name for is the
 * service's own word, made readable ("lamp_hours" → "Lamp hours") and shown as sent in every
 * language (docs/decisions.md#languages), like the error catalog's descriptions.
 */
export function counterNameText(intl: IntlShape, type: string | null | undefined): string {
  const name = counterName(type);
  if (name.kind === 'known') return intl.formatMessage(counterTypeNames[name.type]);
  return name.kind === 'unnamed' ? intl.formatMessage(counterMessages.unnamed) : name.words;
}

/**
 * `counterNameText` for one language, each name worked out once: a handful of types across the
 * fleet, asked for once per row of a board with thousands.
 */
export function counterNamer(intl: IntlShape): (type: string | null | undefined) => string {
  const names = new Map<string, string>();
  return (type) => {
    const key = type ?? '';
    let name = names.get(key);
    if (name === undefined) names.set(key, (name = counterNameText(intl, type)));
    return name;
  };
}

/** For components: stable per language, so it can sit in memo dependencies. */
export function useCounterName(): (type: string | null | undefined) => string {
  const intl = useIntl();
  return useMemo(() => counterNamer(intl), [intl]);
}
