import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('is named by its words, toggles from a click on them and reports the new state', () => {
    const onChange = vi.fn();
    render(
      <Checkbox checked={false} onChange={onChange} aria-describedby="hint">
        Critical only
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Critical only' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-describedby', 'hint');
    fireEvent.click(screen.getByText('Critical only'));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});
