import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Select } from './index';

describe('Select', () => {
  it('is a native select: labelled, with the caller\'s class, and a choice reaches onChange', async () => {
    const chosen: string[] = [];
    render(
      <label>
        Level
        <Select defaultValue="" onChange={(event) => chosen.push(event.target.value)} className="extra">
          <option value="" disabled>
            Select
          </option>
          <option value="junior">Junior</option>
          <option value="senior">Senior</option>
        </Select>
      </label>,
    );
    const select = screen.getByRole('combobox', { name: 'Level' });
    expect(select).toHaveClass('extra');
    await userEvent.selectOptions(select, 'senior');
    expect(select).toHaveValue('senior');
    expect(chosen).toEqual(['senior']);
  });
});
