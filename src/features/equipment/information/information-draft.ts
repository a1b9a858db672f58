import type { InformationDraft } from '@/api/information-patch';
import type { InformationChanges } from './information-form';

/**
 * Only the changed fields go into the draft: a field the dashboard could not read shows empty
 * in the form, and must not be cleared on the server just because the user left it alone.
 */
export function draftFromChanges(changes: InformationChanges): InformationDraft {
  const draft: InformationDraft = {};
  if ('alias' in changes) draft.alias = changes.alias ?? null;
  const location: NonNullable<InformationDraft['location']> = {};
  if ('description' in changes) location.description = changes.description ?? null;
  if ('city' in changes) location.city = changes.city ?? null;
  if ('country' in changes) location.country = changes.country ?? null;
  if ('timezone' in changes) location.timezone = changes.timezone ?? null;
  if ('timezoneOffset' in changes) location.timezoneOffset = changes.timezoneOffset ?? null;
  if (Object.keys(location).length > 0) draft.location = location;
  return draft;
}
