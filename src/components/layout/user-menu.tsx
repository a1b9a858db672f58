import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import { notificationApi } from '@/api/engine/notifications';
import type { Identity } from '@/domain/documents/schemas';
import { paths } from '@/config/paths';
import { identityKey } from '@/lib/identity-key';
import { forgetThisDevice } from '@/lib/push-device';
import { currentIntl } from '@/lib/intl';
import { session } from '@/lib/session';
import { setStartPage, useStartPage, type StartPage } from '@/lib/start-page';
import { useCompany } from '@/lib/use-company';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { useDismiss } from '@/components/ui/use-dismiss';
import { LanguageSelect } from './language-select';
import { messages } from './messages';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export function displayName(
  identity: Identity | undefined,
  intl: IntlShape = currentIntl(),
): string {
  const signedIn = intl.formatMessage(messages.signedIn);
  if (!identity) return signedIn;
  const full = [text(identity.firstname), text(identity.lastname)].filter(Boolean).join(' ');
  return full || text(identity.username) || text(identity.email) || signedIn;
}

/** The signed-in identity (endpoint 1) and Sign out. Closes on Escape and on a click outside. */
export function UserMenu({ identity }: { identity: Identity | undefined }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = displayName(identity, intl);
  const email = text(identity?.email);
  const key = identityKey(identity);
  const startPage = useStartPage(key);
  const company = useCompany();

  useDismiss(open, () => setOpen(false), rootRef, buttonRef);

  async function signOut() {
    // Stop what is in flight and forget every document before the token goes
    // (docs/decisions.md#sign-in).
    // docs/decisions.md#notifications: this device stops getting the person's push messages.
    await forgetThisDevice(notificationApi.removeDevice);
    await queryClient.cancelQueries();
    queryClient.clear();
    // docs/decisions.md#fleet-history: this identity's browser data goes too, unless remembered.
    // Loaded here: idb stays out of the first download of every page (a tab that opened a
    // database has it already).
    // The session ends first, so a background host still starting opens no database after the
    // deletion (identity-db.ts refuses once the session has ended).
    const remembered = session.isRemembered();
    session.signOut('signed-out');
    if (key && !remembered)
      await import('@/lib/identity-db').then((m) => m.deleteIdentityDatabases(key));
    navigate(paths.login.href(), { replace: true });
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage(messages.account, { name })}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm hover:bg-surface-strong"
      >
        <span
          aria-hidden
          className="flex h-6 w-6 items-center justify-center rounded-full bg-accent-solid text-xs font-semibold text-on-accent"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{name}</span>
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-20 mt-1 w-72 rounded-md border border-line bg-surface p-3 text-sm shadow-lg"
        >
          <p className="font-medium">{name}</p>
          {email && <p className="break-all text-fg-muted">{email}</p>}
          {/* docs/decisions.md#board-words: what `/` and a plain sign-in open, per identity. */}
          <Field label={intl.formatMessage(messages.startPage)} className="mt-3">
            <Select
              value={startPage}
              disabled={!key}
              onChange={(e) => setStartPage(key, e.target.value as StartPage)}
            >
              <option value="fleet">{intl.formatMessage(messages.navFleet)}</option>
              <option value="board">{intl.formatMessage(messages.navBoard)}</option>
            </Select>
          </Field>
          <LanguageSelect className="mt-3" />
          <Link
            to={paths.notifications.href(company)}
            onClick={() => setOpen(false)}
            className="mt-3 block rounded-md px-2 py-1.5 font-medium hover:bg-surface-hover"
          >
            {intl.formatMessage(messages.notifications)}
          </Link>
          <button
            type="button"
            onClick={() => void signOut()}
            className="mt-3 w-full rounded-md border border-line-strong px-2 py-1.5 font-medium hover:bg-surface-hover"
          >
            {intl.formatMessage(messages.signOut)}
          </button>
        </div>
      )}
    </div>
  );
}
