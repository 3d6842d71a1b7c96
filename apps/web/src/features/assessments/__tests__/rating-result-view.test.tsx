import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WHATS_NOT_WORKING, WHO_AM_I, scoreAssessment, type RatingAssessmentDefinition } from '@waypoint/assessment';
import type * as ChartModule from '@waypoint/ui/chart';
import type { ChartProps } from '@waypoint/ui/chart';
import { describe, expect, it, vi } from 'vitest';
import { RatingResultView } from '../components/rating-result-view';

// The canvas cannot be read in jsdom: this stand-in shows what the view asked the chart to draw (bar names in order,
// the series name, the height) next to the real text alternative. Options and the table stay the library's own.
vi.mock('@waypoint/ui/chart', async (importOriginal) => {
  const actual = await importOriginal<typeof ChartModule>();
  function Chart({ option, height, textAlternative, ariaLabel }: ChartProps) {
    const yAxis = option.yAxis as { data?: string[] } | undefined;
    const series = option.series as { name?: string }[];
    return (
      <figure data-height={height} aria-label={ariaLabel}>
        <ol aria-label="Bars drawn">
          {(yAxis?.data ?? []).map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ol>
        <p>Series: {series[0]?.name}</p>
        {textAlternative}
      </figure>
    );
  }
  return { ...actual, Chart };
});

/** Answers given in questionnaire order: ratings[0] answers item -01, and so on. */
function inOrder(definition: RatingAssessmentDefinition, ratings: readonly number[]): Record<string, string> {
  return Object.fromEntries(ratings.map((rating, index) => [definition.items[index]!.question_id, String(rating)]));
}

const barsDrawn = () => within(screen.getByRole('list', { name: 'Bars drawn' })).getAllByRole('listitem').map((item) => item.textContent);

describe("What's Not Working result chart", () => {
  // Keyed scores [5, 2, 3, 4, 1, 5, 4, 3, 4, 5]: the first five statements are not the five highest.
  const result = scoreAssessment(WHATS_NOT_WORKING, inOrder(WHATS_NOT_WORKING, [1, 2, 3, 4, 5, 5, 4, 3, 2, 1]));
  const topFive = ['Feeling unfulfilled', 'Desire for career change', 'Lacking support/resources', 'Contributions unrecognized', 'Work-life balance'];

  it('collapsed, draws the 5 highest frustrations (the ones the summary names first), and "Show top 5 only" says so when expanded', async () => {
    const user = userEvent.setup();
    const { container } = render(<RatingResultView definition={WHATS_NOT_WORKING} result={result} encouragement="" />);
    expect(barsDrawn()).toEqual(topFive);
    for (const named of result.strongest) expect(barsDrawn()).toContain(named);
    expect(container.querySelector('figure')).toHaveAttribute('data-height', '300');

    await user.click(screen.getByRole('button', { name: 'Show all 10' }));
    expect(barsDrawn()).toEqual([
      ...topFive,
      'Work flexibility satisfaction', 'Salary satisfaction', 'Restricted at work', 'Tasks feel monotonous', 'Skills underutilized',
    ]);
    expect(container.querySelector('figure')).toHaveAttribute('data-height', '500');
    await user.click(screen.getByRole('button', { name: 'Show top 5 only' }));
    expect(barsDrawn()).toEqual(topFive);
  });

  it("calls a score 'Frustration', so a tall 'Salary satisfaction' bar does not read as satisfaction, and the table follows the chart's order", () => {
    render(<RatingResultView definition={WHATS_NOT_WORKING} result={result} encouragement="" />);
    expect(screen.getByText('Series: Frustration')).toBeInTheDocument();
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByRole('columnheader', { name: 'Frustration', hidden: true })).toBeInTheDocument();
    const rows = within(table).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader', { hidden: true }).textContent).slice(0, 5)).toEqual(topFive);
    expect(within(rows[0]!).getByRole('cell', { hidden: true })).toHaveTextContent('5');
  });
});

describe('profile result charts', () => {
  it('keep questionnaire order and call a score Score', () => {
    const result = scoreAssessment(WHO_AM_I, inOrder(WHO_AM_I, [1, 2, 3, 4, 5, 5, 4, 3, 2, 1]));
    render(<RatingResultView definition={WHO_AM_I} result={result} encouragement="" />);
    const rows = within(screen.getByRole('table', { hidden: true })).getAllByRole('row', { hidden: true }).slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader', { hidden: true }).textContent)).toEqual(WHO_AM_I.items.map((item) => item.dimension));
    expect(screen.getByRole('columnheader', { name: 'Score', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show all/ })).not.toBeInTheDocument();
  });
});

describe('the sample report', () => {
  it("names its chart and table the sample's scores, under the card's name, never 'your' scores", () => {
    const result = scoreAssessment(WHATS_NOT_WORKING, inOrder(WHATS_NOT_WORKING, [1, 2, 3, 4, 5, 5, 4, 3, 2, 1]));
    render(<RatingResultView definition={WHATS_NOT_WORKING} result={result} encouragement="" sample />);
    expect(screen.getByRole('figure', { name: "Bar chart of the sample What's Not Working scores, 1 to 5" })).toBeInTheDocument();
    expect(screen.getByText("The sample What's Not Working scores (1 to 5)")).toBeInTheDocument();
  });

  it("calls a real result 'your' scores", () => {
    const result = scoreAssessment(WHATS_NOT_WORKING, inOrder(WHATS_NOT_WORKING, [1, 2, 3, 4, 5, 5, 4, 3, 2, 1]));
    render(<RatingResultView definition={WHATS_NOT_WORKING} result={result} encouragement="" />);
    expect(screen.getByRole('figure', { name: "Bar chart of your What's Not Working scores, 1 to 5" })).toBeInTheDocument();
  });
});
