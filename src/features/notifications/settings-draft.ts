// The settings form as typed (nothing lost on a bad value) and its check before Save.
import type { NotificationSettings, SettingsInput } from '@/api/engine/notifications';
import { parseQuietHours } from '@/domain/quiet-hours';

export interface SettingsDraft {
  emailOn: boolean;
  email: string;
  digest: boolean;
  quietHours: string;
  repeatOn: boolean;
  repeatMinutes: string;
  /** Narrowing: null = every company (rule) the person may see, now and later. */
  companies: string[] | null;
  rules: string[] | null;
}

export type DraftErrors = Partial<
  Record<'email' | 'quietHours' | 'repeatMinutes' | 'companies' | 'rules', 'needed' | 'invalid'>
>;

export function draftOf(s: NotificationSettings): SettingsDraft {
  return {
    emailOn: s.emailOn,
    email: s.email ?? '',
    digest: s.digest,
    quietHours: s.quietHours,
    repeatOn: s.repeatMinutes !== null,
    repeatMinutes: String(s.repeatMinutes ?? 30),
    companies: s.companies,
    rules: s.rules,
  };
}

/** One box of a narrowing list ticked or cleared: every box ticked is null (all, also new ones). */
export function toggleChoice(
  all: readonly string[],
  chosen: readonly string[] | null,
  id: string,
  on: boolean,
): string[] | null {
  const now = new Set(chosen ?? all);
  if (on) now.add(id);
  else now.delete(id);
  return all.every((a) => now.has(a)) ? null : all.filter((a) => now.has(a));
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function checkDraft(
  draft: SettingsDraft,
  context: { language: string; timeZone: string },
): { ok: true; input: SettingsInput } | { ok: false; errors: DraftErrors } {
  const errors: DraftErrors = {};
  const email = draft.email.trim();
  if ((draft.emailOn || draft.digest) && !email) errors.email = 'needed';
  else if (email && !EMAIL.test(email)) errors.email = 'invalid';
  if (parseQuietHours(draft.quietHours) === 'invalid') errors.quietHours = 'invalid';
  const minutes = Number(draft.repeatMinutes.trim());
  const minutesOk = /^\d+$/.test(draft.repeatMinutes.trim()) && minutes >= 1 && minutes <= 1440;
  if (draft.repeatOn && !minutesOk) errors.repeatMinutes = 'invalid';
  if (draft.companies?.length === 0) errors.companies = 'needed';
  if (draft.rules?.length === 0) errors.rules = 'needed';
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
      companies: draft.companies,
      rules: draft.rules,
      digest: draft.digest,
    },
  };
}
