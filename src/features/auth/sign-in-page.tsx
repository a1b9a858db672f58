import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { describeError } from '@/components/ui/error-message';
import { TextInput } from '@/components/ui/text-input';
import { LanguageSelect } from '@/components/layout/language-select';
import { messages } from './messages';
import { safeNext } from './safe-next';
import { paths } from '@/config/paths';
import { identityKey } from '@/lib/identity-key';
import { activeIdentityStore } from '@/lib/identity-store';
import { session } from '@/lib/session';
import { readStartPage } from '@/lib/start-page';
import { Checkbox } from '@/components/ui/checkbox';

const reasons = {
  expired: messages.expired,
  'signed-out': messages.signedOut,
  'other-tab': messages.otherTab,
} as const;

export function SignInPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [params] = useSearchParams();
  const next = safeNext(params.get('next'));
  const navigate = useNavigate();
  const tokenId = useId();
  const errorId = useId();
  const [alreadySignedIn] = useState(() => session.getToken() !== null);
  const [reason] = useState(() => session.lastReason());
  const [token, setToken] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (alreadySignedIn) return <Navigate to={next} replace />;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const candidate = token.trim();
    if (!candidate) {
      setError(t(messages.enterToken));
      return;
    }
    setBusy(true);
    setError(null);
    // Loaded on submit: the API schemas (zod) and the query library stay out of the sign-in
    // page's first download.
    const loaded = Promise.all([import('@/api/auth'), import('@/api/query-client')]);
    let clearCache = () => {};
    try {
      const [{ authQueries, fetchIdentity }, { sharedQueryClient }] = await loaded;
      const queryClient = sharedQueryClient();
      clearCache = () => queryClient.clear();
      // A new identity never sees the previous one's cached data.
      await queryClient.cancelQueries();
      queryClient.clear();
      session.signIn(candidate, remember);
      // Fetched outside the cache: a 401 clears the cache (docs/decisions.md#sign-in), which would
      // turn a cached fetch's rejection into a cancellation and hide the reason from the user.
      const identity = await fetchIdentity();
      queryClient.setQueryData(authQueries.identity().queryKey, identity);
      // This identity's own labels, history and start page from the first page on.
      activeIdentityStore.set(identityKey(identity));
      // Accepted: now the other tabs of this browser end theirs (one session per profile).
      session.announce();
      // Without a deep link, the identity's start page (docs/decisions.md#board-words).
      const board = next === '/' && readStartPage(identityKey(identity)) === 'board';
      navigate(board ? paths.board.href() : next, { replace: true });
    } catch (err) {
      // A refused attempt was never the other tabs' session: they are not told.
      session.signOut('signed-out', { tellOthers: false });
      clearCache();
      setError(
        err instanceof ApiError && err.status === 401
          ? t(messages.refused)
          : describeError(err, intl),
      );
      setBusy(false);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center bg-surface-sunken p-4">
      <div className="w-full max-w-sm rounded-lg border border-line bg-surface p-6 shadow-sm">
        <h1 className="text-xl font-semibold">
          <span aria-hidden className="text-attention-solid">
            ☀{' '}
          </span>
          {t(messages.brand)}
        </h1>
        <p className="mt-1 text-sm text-fg-muted">{t(messages.intro)}</p>
        {reason && !error && (
          <p
            role="status"
            className="mt-4 rounded-md bg-attention-subtle p-2 text-sm text-attention-on-soft"
          >
            {t(reasons[reason])}
          </p>
        )}
        <form className="mt-4 space-y-4" onSubmit={onSubmit} noValidate>
          <div>
            <label htmlFor={tokenId} className="block text-sm font-medium">
              {t(messages.accessToken)}
            </label>
            {/* A bearer token, not a password: no password manager may offer to save it.
                Masked with CSS instead of type="password". */}
            <TextInput
              id={tokenId}
              type="text"
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              data-1p-ignore
              data-lpignore="true"
              data-bwignore
              spellCheck={false}
              value={token}
              onChange={(e) => setToken(e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              className="mt-1 block w-full font-mono [-webkit-text-security:disc]"
            />
          </div>
          <Checkbox checked={remember} onChange={setRemember}>
            {t(messages.rememberMe)}
            <span className="text-fg-subtle">{t(messages.rememberHint)}</span>
          </Checkbox>
          {error && (
            <p
              id={errorId}
              role="alert"
              className="rounded-md bg-fault-subtle p-2 text-sm text-fault-on-soft"
            >
              {error}
            </p>
          )}
          <Button type="submit" variant="primary" className="w-full" disabled={busy}>
            {t(busy ? messages.signingIn : messages.signIn)}
          </Button>
        </form>
        <LanguageSelect className="mt-6 justify-end" />
      </div>
    </main>
  );
}
