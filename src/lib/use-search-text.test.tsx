import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSearchText } from './use-search-text';

describe('useSearchText', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows every keystroke at once and commits the text once, after the pause', () => {
    const commit = vi.fn();
    const { result } = renderHook(({ url }) => useSearchText(url, commit), {
      initialProps: { url: '' },
    });
    act(() => result.current[1]('l'));
    act(() => result.current[1]('la'));
    act(() => result.current[1]('lamp'));
    expect(result.current[0]).toBe('lamp');
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(250));
    expect(commit).toHaveBeenCalledExactlyOnceWith('lamp');
  });

  it('keeps the typed text when the URL echoes it back, and takes a URL change made elsewhere', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ url }) => useSearchText(url, commit), {
      initialProps: { url: 'old' },
    });
    act(() => result.current[1]('new'));
    act(() => vi.advanceTimersByTime(250));
    rerender({ url: 'new' });
    expect(result.current[0]).toBe('new');
    // Back, or "Clear filters": the URL wins.
    rerender({ url: '' });
    expect(result.current[0]).toBe('');
    expect(commit).toHaveBeenCalledTimes(1);
  });
});
