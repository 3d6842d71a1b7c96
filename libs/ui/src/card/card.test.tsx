import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './index';

describe('Card', () => {
  it('given a heading and as="section", it is a region named by the heading', () => {
    render(
      <Card as="section" heading="You today" headingLevel={3}>
        Current role
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'You today' })).toHaveTextContent('Current role');
    expect(screen.getByRole('heading', { level: 3, name: 'You today' })).toBeInTheDocument();
  });

  it('as="article" renders an article', () => {
    render(<Card as="article">Body</Card>);
    expect(screen.getByRole('article')).toHaveTextContent('Body');
  });
});
