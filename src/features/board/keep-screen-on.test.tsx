import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KeepScreenOn } from './keep-screen-on';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'wakeLock');
});

const toggle = () => screen.getByRole('switch', { name: 'Keep screen on' }) as HTMLInputElement;

describe('KeepScreenOn', () => {
  it('says in one line that the browser cannot, and stays off, without the API', () => {
    render(<KeepScreenOn />);
    fireEvent.click(toggle());
    expect(toggle().checked).toBe(false);
    expect(screen.getByRole('status').textContent).toMatch(/cannot keep the screen on/);
  });

  it('holds the lock while on and releases it when turned off or unmounted', async () => {
    const release = vi.fn(async () => undefined);
    const request = vi.fn(async () => Object.assign(new EventTarget(), { release }));
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request } });
    const { unmount } = render(<KeepScreenOn />);
    await act(async () => fireEvent.click(toggle()));
    expect(request).toHaveBeenCalledWith('screen');
    expect(toggle().checked).toBe(true);
    await act(async () => fireEvent.click(toggle()));
    expect(release).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.click(toggle()));
    expect(request).toHaveBeenCalledTimes(2);
    unmount();
    expect(release).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
