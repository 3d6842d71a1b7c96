import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RatingScale } from './index';

function Controlled({ onChange }: { onChange?: (value: number) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <RatingScale
      label="I know what I want from my next role."
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('RatingScale', () => {
  it('is a radio group named by the question with names from 1 Strongly Disagree to 5 Strongly Agree', () => {
    render(<Controlled />);
    expect(screen.getByRole('radiogroup', { name: 'I know what I want from my next role.' })).toBeInTheDocument();
    const radios = screen.getAllByRole('radio');
    expect(radios).toHaveLength(5);
    expect(radios[0]).toHaveAccessibleName('1 Strongly Disagree');
    expect(radios[4]).toHaveAccessibleName('5 Strongly Agree');
    expect(radios[2]).toHaveAccessibleName('3');
  });

  it('has a single tab stop on the first option when nothing is chosen', () => {
    render(<Controlled />);
    const tabIndexes = screen.getAllByRole('radio').map((radio) => radio.tabIndex);
    expect(tabIndexes).toEqual([0, -1, -1, -1, -1]);
  });

  it('click selects; arrows move focus and selection, wrapping at the ends; the tab stop follows the value', async () => {
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await userEvent.click(screen.getByRole('radio', { name: '3' }));
    expect(screen.getByRole('radio', { name: '3' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: '4' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '3' })).toHaveAttribute('aria-checked', 'false');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('radio', { name: '1 Strongly Disagree' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '5 Strongly Agree' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([0, -1, -1, -1, -1]);
    await userEvent.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(screen.getAllByRole('radio').map((radio) => radio.tabIndex)).toEqual([-1, -1, -1, -1, 0]);
  });

  it('Tab reaches the group once and Space selects the focused option', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Controlled />
        <button type="button">After</button>
      </>,
    );
    screen.getByRole('button', { name: 'Before' }).focus();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 Strongly Disagree' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(screen.getByRole('radio', { name: '1 Strongly Disagree' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('uses custom anchors in the end points names', () => {
    render(<RatingScale label="Q" value={null} onChange={() => undefined} leftAnchor="Never" rightAnchor="Always" />);
    expect(screen.getByRole('radio', { name: '1 Never' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5 Always' })).toBeInTheDocument();
  });
});
