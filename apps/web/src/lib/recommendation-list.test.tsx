import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecommendationList } from './recommendation-list';

describe('RecommendationList', () => {
  it('says which phrase met which part of a role, and for a role left, what that work shares with the one shown', () => {
    render(
      <MemoryRouter>
        <RecommendationList
          recommendations={[
            { code: '15-2051.00', title: 'Data Scientist', score: 82, reasons: [{ phrase: 'Data puzzles', kind: 'task', trait: 'Analyze data.' }] },
            {
              code: '49-9021.00',
              title: 'HVAC Technician',
              score: 62,
              reasons: [{ phrase: "I'm a car mechanic and want to change careers", kind: 'experience', trait: 'Mechanical, Repairing, Troubleshooting' }],
            },
          ]}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'HVAC Technician' })).toHaveAttribute('href', '/careers/49-9021.00');
    expect(screen.getByRole('list', { name: 'Why Data Scientist' })).toHaveTextContent('You wrote Data puzzles, which matches a task “Analyze data”.');
    expect(screen.getByRole('list', { name: 'Why HVAC Technician' })).toHaveTextContent(
      "You wrote I'm a car mechanic and want to change careers; this role also asks for what that work uses: Mechanical, Repairing, Troubleshooting.",
    );
  });
});
