import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme, setThemeChoice, useIsDark } from './theme';

afterEach(() => act(() => setThemeChoice('system')));

describe('useIsDark', () => {
  it('follows the chosen theme together with the class on <html>', () => {
    applyTheme();
    const { result } = renderHook(() => useIsDark());
    expect(result.current).toBe(false);
    act(() => setThemeChoice('dark'));
    expect(result.current).toBe(true);
    expect(document.documentElement).toHaveClass('dark');
    act(() => setThemeChoice('light'));
    expect(result.current).toBe(false);
    expect(document.documentElement).not.toHaveClass('dark');
  });
});
