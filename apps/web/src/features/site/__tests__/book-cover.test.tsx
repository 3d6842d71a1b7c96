import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookCover, wrapTitle } from '../components/book-cover';

const linesOf = (text: SVGTextElement) => [...text.querySelectorAll('tspan')].map((t) => t.textContent);

describe('a generated book cover', () => {
  it('wraps a long title by words and ends a title too long for five lines with an ellipsis', () => {
    expect(wrapTitle('Designing Your Life')).toEqual(['Designing Your', 'Life']);
    expect(wrapTitle('one two three four five six seven eight nine ten eleven twelve', 7, 2)).toEqual(['one two', 'three…']);
  });

  it('shows two authors whole on two lines instead of cutting a name', () => {
    const { container } = render(<BookCover title="Designing Your Life" author="Bill Burnett and Dave Evans" color="#335" />);
    const [, author] = container.querySelectorAll('text');
    expect(linesOf(author!)).toEqual(['Bill Burnett and', 'Dave Evans']);
  });
});
