import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field } from './field';
import { Select } from './select';

describe('Select', () => {
  it('is named by its Field, reports the choice and shows the error', () => {
    const onChange = vi.fn();
    render(
      <Field label="Type" error="Pick one">
        <Select value="" onChange={(e) => onChange(e.target.value)}>
          <option value="">All types</option>
          <option value="session">Session</option>
        </Select>
      </Field>,
    );
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Pick one');
    fireEvent.change(select, { target: { value: 'session' } });
    expect(onChange).toHaveBeenCalledWith('session');
  });
});
