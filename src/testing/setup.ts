import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Without vitest globals Testing Library cannot unmount by itself: one test's polling hooks
// would keep fetching into the next test.
afterEach(() => cleanup());
