// The bodies of the notification routes (zod; 400 { error, field, reason } through checkBody).
import { z } from 'zod';
import { parseQuietHours } from '../../../src/domain/quiet-hours.ts';
import { isValidTimeZone } from '../../../src/domain/time.ts';

const language = z.enum(['en', 'nl', 'de']);
const timeZone = z.string().max(64).refine(isValidTimeZone, 'not a time zone the server knows');
export const settingsBody = z
  .object({
    emailOn: z.boolean(),
    email: z.union([z.email('not an e-mail address').max(254), z.literal('')]).nullable(),
    language,
    timeZone,
    quietHours: z
      .string()
      .max(20)
      .refine(
        (s) => parseQuietHours(s) !== 'invalid',
        'write quiet hours like 22:00-07:00, or leave them empty',
      ),
    repeatMinutes: z.number().int().min(1).max(1440).nullable(),
    companies: z.array(z.string().min(1).max(100)).max(1000).nullable(),
    rules: z.array(z.string().min(1).max(100)).max(100).nullable(),
    digest: z.boolean().default(false),
  })
  .refine((b) => (!b.emailOn && !b.digest) || Boolean(b.email), {
    path: ['email'],
    message: 'an e-mail address is needed for e-mail',
  });
export const pushBody = z.object({
  endpoint: z.url().max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
  language: language.optional(),
  timeZone: timeZone.optional(),
});
export const pushDelete = z.object({ endpoint: z.string().max(2000) });
