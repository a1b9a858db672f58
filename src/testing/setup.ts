import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { withIntl } from './intl';

// Without vitest globals Testing Library cannot unmount by itself: one test's polling hooks
// would keep fetching into the next test.
afterEach(() => cleanup());

// Every render and renderHook of every component test gets the app's react-intl provider
// (English); a test wanting Dutch or German wraps its own: `wrapper: withIntl(undefined, 'nl')`.
vi.mock('@testing-library/react', async (importOriginal) => {
  const rtl = await importOriginal<typeof import('@testing-library/react')>();
  type RenderOptions = Parameters<typeof rtl.render>[1];
  type HookOptions = Parameters<typeof rtl.renderHook>[1];
  return {
    ...rtl,
    render: (ui: Parameters<typeof rtl.render>[0], options?: RenderOptions) =>
      rtl.render(ui, { ...options, wrapper: withIntl(options?.wrapper) }),
    renderHook: <R, P>(hook: (props: P) => R, options?: HookOptions) =>
      rtl.renderHook(hook, { ...options, wrapper: withIntl(options?.wrapper) } as never),
  };
});
