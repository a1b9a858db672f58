import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextInput } from './text-input';

describe('TextInput', () => {
  it('is an ordinary input outside a Field: its own label, value and change', () => {
    const onChange = vi.fn();
    const ref = createRef<HTMLInputElement>();
    render(<TextInput ref={ref} aria-label="Serial" value="12" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Serial' });
    expect(ref.current).toBe(box);
    fireEvent.change(box, { target: { value: '123' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('keeps the shared look and adds the caller’s classes', () => {
    render(<TextInput aria-label="Code" className="font-mono" />);
    const box = screen.getByRole('textbox', { name: 'Code' });
    expect(box).toHaveClass('border-line-strong', 'bg-field', 'font-mono');
  });
});
