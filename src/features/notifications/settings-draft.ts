// The settings form as typed (nothing lost on a bad value) and its check before Save.
import type { NotificationSettings, SettingsInput } from '@/api/engine/notifications';
import { parseQuietHours } from '@/domain/quiet-hours';

export interface SettingsDraft {
  emailOn: boolean;
  email: string;
  quietHours: string;
  repeatOn: boolean;
  repeatMinutes: string;
}

export type DraftErrors = Partial<
  Record<'email' | 'quietHours' | 'repeatMinutes', 'needed' | 'invalid'>
>;

export function draftOf(s: NotificationSettings): SettingsDraft {
  return {
    emailOn: s.emailOn,
    email: s.email ?? '',
    quietHours: s.quietHours,
    repeatOn: s.repeatMinutes !== null,
    repeatMinutes: String(s.repeatMinutes ?? 30),
  };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkDraft(
  draft: SettingsDraft,
  base: NotificationSettings,
  context: { language: string; timeZone: string },
): { ok: true; input: SettingsInput } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const email = draft.email.trim();
  if (draft.emailOn && !email) errors.email = 'needed';
  else if (email && !EMAIL.test(email)) errors.email = 'invalid';
  if (parseQuietHours(draft.quietHours) === 'invalid') errors.quietHours = 'invalid';
  const minutes = Number(draft.repeatMinutes.trim());
  const minutesOk = /^\d+$/.test(draft.repeatMinutes.trim()) && minutes >= 1 && minutes <= 1440;
  if (draft.repeatOn && !minutesOk) errors.repeatMinutes = 'invalid';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      emailOn: draft.emailOn,
      email: email || null,
      language: context.language,
      timeZone: context.timeZone,
      quietHours: draft.quietHours.trim(),
      repeatMinutes: draft.repeatOn ? minutes : null,
      companies: base.companies,
      rules: base.rules,
    },
  };
}
