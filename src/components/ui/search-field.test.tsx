import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchField } from './search-field';

afterEach(() => vi.useRealTimers());

describe('SearchField', () => {
  it('is a labelled search box whose hint is read but not shown', () => {
    const onChange = vi.fn();
    render(
      <SearchField label="Search" hint="serial:123 finds one unit" value="" onChange={onChange} />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAccessibleDescription('serial:123 finds one unit');
    fireEvent.change(box, { target: { value: 'a' } });
    expect(onChange).toHaveBeenCalledWith('a');
  });

  it('commits typed text once, after the pause, and follows a value set from outside', () => {
    vi.useFakeTimers();
    const commits: string[] = [];
    function Host() {
      const [q, setQ] = useState('');
      return (
        <>
          <SearchField
            label="Search"
            value={q}
            debounceMs={200}
            onChange={(v) => {
              commits.push(v);
              setQ(v);
            }}
          />
          <button onClick={() => setQ('')}>Clear</button>
        </>
      );
    }
    render(<Host />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.change(box, { target: { value: 'ab' } });
    expect(box).toHaveValue('ab');
    expect(commits).toEqual([]);
    act(() => vi.advanceTimersByTime(200));
    expect(commits).toEqual(['ab']);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(box).toHaveValue('');
  });
});
