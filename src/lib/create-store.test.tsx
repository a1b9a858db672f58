// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createStore, useStore } from './create-store';

const KEY = 'test.create-store';
const parseCount = (raw: string | null) => (raw && /^\d+$/.test(raw) ? Number(raw) : 0);

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('createStore in memory', () => {
  it('gets, sets (value or updater) and tells subscribers', () => {
    const store = createStore(1);
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.get()));
    store.set(2);
    store.set((n) => n + 10);
    stop();
    store.set(99);
    expect(seen).toEqual([2, 12]);
    expect(store.get()).toBe(99);
  });
});

describe('createStore persisted', () => {
  it('reads storage lazily through the validator and writes back', () => {
    localStorage.setItem(KEY, '7');
    const store = createStore(0, { key: KEY, parse: parseCount });
    expect(store.get()).toBe(7);
    store.set(8);
    expect(localStorage.getItem(KEY)).toBe('8');
  });

  it('turns unreadable stored text into the validator default', () => {
    localStorage.setItem(KEY, 'not a number');
    expect(createStore(0, { key: KEY, parse: parseCount }).get()).toBe(0);
  });

  it('removes the key when serialize returns null and uses the chosen area', () => {
    const store = createStore('x', {
      key: KEY,
      area: 'session',
      parse: (raw) => raw ?? 'none',
      serialize: (v) => (v === 'none' ? null : v),
    });
    store.set('kept');
    expect(sessionStorage.getItem(KEY)).toBe('kept');
    expect(localStorage.getItem(KEY)).toBeNull();
    store.set('none');
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('follows another tab writing the same key, ignores other keys', () => {
    const store = createStore(0, { key: KEY, parse: parseCount });
    let calls = 0;
    const stop = store.subscribe(() => calls++);
    localStorage.setItem(KEY, '5');
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    expect(calls).toBe(0);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(calls).toBe(1);
    expect(store.get()).toBe(5);
    stop();
  });

  it('reload() re-reads storage on the next get', () => {
    const store = createStore(0, { key: KEY, parse: parseCount });
    expect(store.get()).toBe(0);
    localStorage.setItem(KEY, '3');
    expect(store.get()).toBe(0);
    store.reload();
    expect(store.get()).toBe(3);
  });
});

describe('useStore', () => {
  it('re-renders a component with the selected part only when it changes', () => {
    const store = createStore({ a: 1, b: 1 });
    let renders = 0;
    function ShowA() {
      renders++;
      return <p>a is {useStore(store, (s) => s.a)}</p>;
    }
    render(<ShowA />);
    expect(screen.getByText('a is 1')).toBeInTheDocument();
    act(() => store.set((s) => ({ ...s, b: 2 })));
    expect(renders).toBe(1);
    act(() => store.set((s) => ({ ...s, a: 5 })));
    expect(screen.getByText('a is 5')).toBeInTheDocument();
    expect(renders).toBe(2);
  });
});
