import { describe, expect, it } from 'vitest';
import { RatingResultSchema } from '@waypoint/domain';
import {
  RESULT_NOTE,
  WHATS_NOT_WORKING,
  byScoreDescending,
  WHERE_AM_I_NOW,
  WHO_AM_I,
  encouragement,
  keyedScore,
  scoreAssessment,
  type RatingAssessmentDefinition,
} from '../src/index';

/** Answers given in questionnaire order: ratings[0] answers item -01, and so on. */
function inOrder(definition: RatingAssessmentDefinition, ratings: readonly number[]): Record<string, string> {
  return Object.fromEntries(ratings.map((rating, index) => [definition.items[index]!.question_id, String(rating)]));
}

const scoresOf = (result: ReturnType<typeof scoreAssessment>) => result.dimensions.map((entry) => entry.score);

describe("golden: What's Not Working", () => {
  // Reverse-keyed: 01, 03, 05, 09, 10.
  const result = scoreAssessment(WHATS_NOT_WORKING, inOrder(WHATS_NOT_WORKING, [1, 2, 3, 4, 5, 5, 4, 3, 2, 1]));

  it('applies reverse keys (6 - x) to the documented items', () => {
    expect(result.dimensions.map((entry) => entry.raw)).toEqual([1, 2, 3, 4, 5, 5, 4, 3, 2, 1]);
    expect(scoresOf(result)).toEqual([5, 2, 3, 4, 1, 5, 4, 3, 4, 5]);
    expect(result.dimensions[0]).toEqual({ dimension: 'Feeling unfulfilled', raw: 1, score: 5 });
  });

  it('names every dimension tied at the top in questionnaire order, and the lowest one', () => {
    expect(result.strongest).toEqual(['Feeling unfulfilled', 'Desire for career change', 'Lacking support/resources']);
    expect(result.weakest).toEqual(['Skills underutilized']);
    expect(result).toMatchObject({ flat: false, complete: true, answered: 10, total: 10, missing: [] });
  });

  it('summarises in plain words, framed as frustrations', () => {
    expect(result.summary).toBe(
      'What weighs on you most right now: Feeling unfulfilled, Desire for career change and Lacking support/resources. ' +
        'What bothers you least: Skills underutilized.',
    );
    expect(result.note).toBe(RESULT_NOTE);
    expect(RatingResultSchema.parse(result)).toEqual(result);
  });

  it('orders the scores highest first for the chart, ties in questionnaire order, so its first bars are the ones named', () => {
    const ranked = byScoreDescending(result.dimensions);
    expect(ranked.map((entry) => entry.dimension)).toEqual([
      'Feeling unfulfilled', 'Desire for career change', 'Lacking support/resources',
      'Contributions unrecognized', 'Work-life balance', 'Work flexibility satisfaction',
      'Salary satisfaction', 'Restricted at work', 'Tasks feel monotonous', 'Skills underutilized',
    ]);
    expect(ranked.slice(0, result.strongest.length).map((entry) => entry.dimension)).toEqual(result.strongest);
    // The result itself keeps questionnaire order.
    expect(result.dimensions[1]!.dimension).toBe('Tasks feel monotonous');
  });

  it("reads the labels ending in 'satisfaction' as frustrations, in the spec's words plus which way they point", () => {
    // Work-life balance 5; Work flexibility satisfaction is reverse-keyed, so a rating of 1 (far too little say) is a 5.
    const stuck = scoreAssessment(WHATS_NOT_WORKING, inOrder(WHATS_NOT_WORKING, [4, 2, 3, 2, 4, 3, 5, 2, 1, 4]));
    expect(scoresOf(stuck)).toEqual([2, 2, 3, 2, 2, 3, 5, 2, 5, 2]);
    expect(stuck.strongest).toEqual(['Work-life balance', 'Work flexibility satisfaction']);
    expect(stuck.summary).toBe(
      'What weighs on you most right now: Work-life balance and Work flexibility satisfaction (your say over ' +
        'when and where you work). What bothers you least: Feeling unfulfilled, Tasks feel monotonous and ' +
        'Contributions unrecognized, with 3 more at the same level.',
    );
  });

  it('encourages with what stands out and points to Who Am I', () => {
    expect(encouragement(result)).toBe(
      'Naming what weighs on you is a real first step. Feeling unfulfilled, Desire for career change and Lacking ' +
        'support/resources stand out, and frustrations like these are useful signals about what you need next. ' +
        "Next, Who Am I looks at the traits you'd bring to whatever comes next.",
    );
  });

  it('adds that nothing weighs heavily when every score is 2 or lower', () => {
    // Normal items rated 1 (wnw-02 rated 2), reverse-keyed items rated 5: every score is 1 except Tasks feel monotonous.
    const low = scoreAssessment(WHATS_NOT_WORKING, inOrder(WHATS_NOT_WORKING, [5, 2, 5, 1, 5, 1, 1, 1, 5, 5]));
    expect(scoresOf(low)).toEqual([1, 2, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(low.strongest).toEqual(['Tasks feel monotonous']);
    expect(low.weakest).toEqual(['Feeling unfulfilled', 'Salary satisfaction', 'Contributions unrecognized']);
    expect(low.summary).toBe(
      'What weighs on you most right now: Tasks feel monotonous. What bothers you least: Feeling unfulfilled, ' +
        'Salary satisfaction (your pay) and Contributions unrecognized, with 6 more at the same level. ' +
        'None of these areas weighs heavily on you at the moment.',
    );
    expect(encouragement(low)).toMatch(/^Good news: nothing weighs heavily on you right now\. Even so, Tasks feel monotonous/);
  });
});

describe('golden: Who Am I', () => {
  // Reverse-keyed: 03, 05, 07, 09.
  const result = scoreAssessment(WHO_AM_I, inOrder(WHO_AM_I, [5, 4, 3, 2, 1, 1, 2, 3, 4, 5]));

  it('applies reverse keys and picks strongest and weakest', () => {
    expect(scoresOf(result)).toEqual([5, 4, 3, 2, 5, 1, 4, 3, 2, 5]);
    expect(result.strongest).toEqual(['Neuroticism', 'Conscientiousness', 'Creativity']);
    expect(result.weakest).toEqual(['Adaptability']);
  });

  it('explains jargon labels in plain words in the summary', () => {
    expect(result.summary).toBe(
      'The traits you recognise most in yourself: Neuroticism (how easily worry and stress take hold), ' +
        'Conscientiousness (being organised and following through) and Creativity. ' +
        'The ones you recognise least: Adaptability.',
    );
    expect(encouragement(result)).toContain('Next, Where Am I Now checks how ready your situation is for a change.');
  });

  it('says nothing stands out when keyed scores are all equal though the ratings differ', () => {
    // Normal items 4, reverse-keyed items 2: every score is 4, but the ratings themselves are not flat.
    const uniform = scoreAssessment(WHO_AM_I, inOrder(WHO_AM_I, [4, 4, 2, 4, 2, 4, 2, 4, 2, 4]));
    expect(scoresOf(uniform)).toEqual(Array(10).fill(4));
    expect(uniform).toMatchObject({ flat: false, strongest: [], weakest: [] });
    expect(uniform.summary).toBe('Your answers put every area at the same level, so none stands out from the others.');
  });
});

describe('golden: Where Am I Now', () => {
  // Reverse-keyed: 02, 05, 07, 10.
  const result = scoreAssessment(WHERE_AM_I_NOW, inOrder(WHERE_AM_I_NOW, [4, 4, 4, 4, 4, 2, 2, 2, 2, 2]));

  it('names all of five tied dimensions in questionnaire order rather than counting the last two', () => {
    expect(scoresOf(result)).toEqual([4, 2, 4, 4, 2, 2, 4, 2, 2, 4]);
    expect(result.strongest).toEqual(['Clarity', 'Roadmap', 'Time', 'Flexibility', 'Feedback']);
    expect(result.weakest).toEqual(['Finance', 'Resources', 'Support', 'Goals', 'Commitment']);
    expect(result.summary).toBe(
      'Where you already feel most ready: Clarity, Roadmap, Time, Flexibility and Feedback. ' +
        'What may need attention before a change: Finance, Resources, Support, Goals and Commitment.',
    );
  });

  it('names a fourth tied dimension instead of saying "with 1 more at the same level"', () => {
    // Flexibility is reverse-keyed: a rating of 1 is a 5.
    const four = scoreAssessment(WHERE_AM_I_NOW, inOrder(WHERE_AM_I_NOW, [5, 3, 2, 5, 4, 3, 1, 4, 5, 3]));
    expect(scoresOf(four)).toEqual([5, 3, 2, 5, 2, 3, 5, 4, 5, 3]);
    expect(four.summary).toBe(
      'Where you already feel most ready: Clarity, Time, Flexibility and Commitment. ' +
        'What may need attention before a change: Roadmap and Resources.',
    );
    expect(four.summary).not.toMatch(/more at the same level/);
  });

  it('counts the rest only when six or more tie: three names, then how many more share the score', () => {
    const six = scoreAssessment(WHERE_AM_I_NOW, inOrder(WHERE_AM_I_NOW, [4, 2, 4, 4, 2, 4, 4, 2, 2, 4]));
    expect(scoresOf(six)).toEqual([4, 4, 4, 4, 4, 4, 2, 2, 2, 2]);
    expect(six.strongest).toEqual(['Clarity', 'Finance', 'Roadmap']);
    expect(six.weakest).toEqual(['Flexibility', 'Goals', 'Commitment', 'Feedback']);
    expect(six.summary).toBe(
      'Where you already feel most ready: Clarity, Finance and Roadmap, with 3 more at the same level. ' +
        'What may need attention before a change: Flexibility, Goals, Commitment and Feedback.',
    );
  });

  it('encourages about what needs attention and what is in place, then offers the career pitch', () => {
    expect(encouragement(result)).toBe(
      'Finance, Resources, Support, Goals and Commitment may need attention first, and knowing that now is what ' +
        'makes a plan realistic. You already have Clarity, Roadmap, Time, Flexibility and Feedback on your side. ' +
        'Next, What Makes Me Thrive helps you put your career pitch into words.',
    );
  });
});

describe('flat answer patterns', () => {
  it('given all 3s, flags a flat pattern and names nothing', () => {
    const result = scoreAssessment(WHERE_AM_I_NOW, inOrder(WHERE_AM_I_NOW, Array(10).fill(3)));
    expect(scoresOf(result)).toEqual(Array(10).fill(3));
    expect(result).toMatchObject({ flat: true, complete: true, strongest: [], weakest: [] });
    expect(result.summary).toBe(
      'You gave every statement the same rating (3 on the scale of 1 to 5), so this result cannot single out what stands out for ' +
        'you. If that was not intended, try again and let your ratings differ where your feelings do.',
    );
  });

  it('given all 5s, flags a flat pattern even though reverse keys make the scores differ', () => {
    const result = scoreAssessment(WHATS_NOT_WORKING, inOrder(WHATS_NOT_WORKING, Array(10).fill(5)));
    expect(scoresOf(result)).toEqual([1, 5, 1, 5, 1, 5, 5, 5, 1, 1]);
    expect(result).toMatchObject({ flat: true, strongest: [], weakest: [] });
    // Its statements name the 5 end differently ('Almost always', 'Very much', ...), so the number stands alone.
    expect(result.summary).toMatch(/^You gave every statement the same rating \(5 on the scale of 1 to 5\), so/);
    expect(encouragement(result)).toMatch(/^Thank you for taking the time\. Because every rating was the same/);
  });

  it("names a repeated end rating in the statements' own words when they all share them, never as Strongly Disagree", () => {
    // wnw-02 and wnw-03 both call their 1 end 'Not at all'.
    const shared = scoreAssessment(WHATS_NOT_WORKING, { 'wnw-02': '1', 'wnw-03': '1' });
    expect(shared.flat).toBe(true);
    expect(shared.summary).toMatch(/^You gave every statement you have rated the same rating \(1, Not at all\), so/);
    // wnw-01 calls it 'Rarely': mixed words, so the number alone.
    const mixed = scoreAssessment(WHATS_NOT_WORKING, { 'wnw-01': '1', 'wnw-02': '1' });
    expect(mixed.summary).toMatch(/^You gave every statement you have rated the same rating \(1 on the scale of 1 to 5\), so/);
    expect(mixed.summary).not.toContain('Strongly');
  });

  it("reads the 'satisfaction' labels of What's Not Working by their area, so the least-bothering end does not claim a lack", () => {
    // Work flexibility satisfaction rated 5 ('As much as I need', reverse-keyed: score 1), everything else in the middle.
    const content = scoreAssessment(WHATS_NOT_WORKING, inOrder(WHATS_NOT_WORKING, [3, 3, 3, 3, 3, 3, 3, 3, 5, 3]));
    expect(content.weakest).toEqual(['Work flexibility satisfaction']);
    expect(content.summary).toContain('What bothers you least: Work flexibility satisfaction (your say over when and where you work).');
    expect(content.summary).not.toMatch(/too little|falls short/);
  });

  it('does not call a single answer flat', () => {
    const result = scoreAssessment(WHO_AM_I, { 'who-01': '3' });
    expect(result).toMatchObject({ flat: false, strongest: [], weakest: [], answered: 1, complete: false });
    expect(result.summary).toBe(
      'Rate at least one more statement to see what stands out for you. So far you have rated 1 of 10 statements, so this picture is partial.',
    );
  });
});

describe('boundaries of the scale', () => {
  it('keeps 1 and 5 on normal items and swaps them on reverse-keyed items', () => {
    const normal = WHO_AM_I.items[0]!;
    const reverse = WHO_AM_I.items[2]!;
    expect([keyedScore(normal, 1), keyedScore(normal, 5)]).toEqual([1, 5]);
    expect([keyedScore(reverse, 1), keyedScore(reverse, 5), keyedScore(reverse, 3)]).toEqual([5, 1, 3]);
    expect([keyedScore(reverse, 2), keyedScore(reverse, 4)]).toEqual([4, 2]);
  });
});

describe('incomplete and messy answers', () => {
  it('scores only what was answered, lists the rest as missing and says the picture is partial', () => {
    const result = scoreAssessment(WHATS_NOT_WORKING, { 'wnw-01': '1', 'wnw-02': '2', 'wnw-03': '3' });
    expect(result.dimensions).toEqual([
      { dimension: 'Feeling unfulfilled', raw: 1, score: 5 },
      { dimension: 'Tasks feel monotonous', raw: 2, score: 2 },
      { dimension: 'Salary satisfaction', raw: 3, score: 3 },
    ]);
    expect(result).toMatchObject({ complete: false, answered: 3, total: 10 });
    expect(result.missing).toEqual(SPEC_WNW_AFTER_THIRD);
    expect(result.strongest).toEqual(['Feeling unfulfilled']);
    expect(result.weakest).toEqual(['Tasks feel monotonous']);
    expect(result.summary).toBe(
      'What weighs on you most right now: Feeling unfulfilled. What bothers you least: Tasks feel monotonous. ' +
        'So far you have rated 3 of 10 statements, so this picture is partial.',
    );
    expect(encouragement(result)).toBe(
      "You're 3 of 10 statements in. Rate the remaining 7 statements to see your full picture.",
    );
  });

  it('given no answers, scores nothing and says so', () => {
    const result = scoreAssessment(WHO_AM_I, []);
    expect(result).toMatchObject({ dimensions: [], complete: false, flat: false, answered: 0, strongest: [] });
    expect(result.missing).toHaveLength(10);
    expect(result.summary).toBe("You haven't rated any statements yet, so there is nothing to summarise.");
  });

  it('reads a stored answer list: last entry per question wins, invalid and foreign answers count as unanswered', () => {
    const result = scoreAssessment(WHATS_NOT_WORKING, [
      { question_id: 'wnw-02', answer_data: { type: 'scale', selection: '1' } },
      { question_id: 'wnw-02', answer_data: { type: 'scale', selection: '4' } },
      { question_id: 'wnw-04', answer_data: { type: 'scale', selection: '6' } },
      { question_id: 'wnw-06', answer_data: { type: 'scale', selection: 'x' } },
      { question_id: 'wnw-07', answer_data: { type: 'text', text: '5' } },
      { question_id: 'who-01', answer_data: { type: 'scale', selection: '5' } },
      { question_id: 'wnw-03', answer_data: { type: 'scale', selection: '5' } },
    ]);
    expect(result.dimensions).toEqual([
      { dimension: 'Tasks feel monotonous', raw: 4, score: 4 },
      { dimension: 'Salary satisfaction', raw: 5, score: 1 },
    ]);
    expect(result.answered).toBe(2);
  });

  it('accepts numeric ratings in the browser map but ignores 0, 6 and non-integers', () => {
    const result = scoreAssessment(WHO_AM_I, { 'who-01': 5, 'who-02': 0, 'who-03': 6, 'who-04': 2.5, 'who-05': null });
    expect(result.dimensions).toEqual([{ dimension: 'Neuroticism', raw: 5, score: 5 }]);
  });

  it('gives the same result for the map and the list form of the same answers', () => {
    const ratings = [2, 3, 4, 5, 1, 2, 3, 4, 5, 1];
    const map = inOrder(WHERE_AM_I_NOW, ratings);
    const list = Object.entries(map).map(([question_id, selection]) => ({
      question_id,
      answer_data: { type: 'scale', selection },
    }));
    expect(scoreAssessment(WHERE_AM_I_NOW, list)).toEqual(scoreAssessment(WHERE_AM_I_NOW, map));
  });
});

const SPEC_WNW_AFTER_THIRD = [
  'Contributions unrecognized', 'Skills underutilized', 'Desire for career change', 'Work-life balance',
  'Restricted at work', 'Work flexibility satisfaction', 'Lacking support/resources',
];

describe('honesty of the wording', () => {
  it('never uses clinical or normative words in any summary or encouragement', () => {
    const forbidden = /\b(diagnos\w*|disorder|clinical|normal|abnormal|average|percentile|above|below|compared)\b/i;
    const patterns = [
      [1, 2, 3, 4, 5, 5, 4, 3, 2, 1], [5, 5, 5, 5, 5, 5, 5, 5, 5, 5], [1, 1, 1, 1, 1, 1, 1, 1, 1, 2],
      [3, 3, 3, 3, 3, 3, 3, 3, 3, 3], [2, 4, 2, 4, 2, 4, 2, 4, 2, 4],
    ];
    for (const definition of [WHATS_NOT_WORKING, WHO_AM_I, WHERE_AM_I_NOW]) {
      for (const ratings of patterns) {
        const result = scoreAssessment(definition, inOrder(definition, ratings));
        expect(result.summary).not.toMatch(forbidden);
        expect(encouragement(result)).not.toMatch(forbidden);
      }
    }
  });
});

describe('encouragement that agrees with the result above it', () => {
  it('names an area as the summary does, with its plain words', () => {
    const result = scoreAssessment(WHATS_NOT_WORKING, inOrder(WHATS_NOT_WORKING, [5, 1, 1, 1, 5, 1, 1, 1, 5, 5]));
    expect(result.summary).toContain('Salary satisfaction (your pay)');
    expect(encouragement(result)).toContain('Salary satisfaction (your pay) stands out');
  });

  it('agrees its verb and pronoun with several names', () => {
    const tied = scoreAssessment(WHATS_NOT_WORKING, inOrder(WHATS_NOT_WORKING, [3, 3, 5, 1, 5, 1, 1, 1, 5, 5]));
    expect(encouragement(tied)).toContain('Even so, Feeling unfulfilled and Tasks feel monotonous are where a small change');
    const modest = scoreAssessment(WHO_AM_I, inOrder(WHO_AM_I, [3, 3, 3, 1, 5, 1, 5, 1, 5, 1]));
    expect(encouragement(modest)).toMatch(/still came out ahead of the rest, so notice where they show up in your work\./);
  });

  it('never praises how easily worry takes hold as a quality to bring along', () => {
    const result = scoreAssessment(WHO_AM_I, inOrder(WHO_AM_I, [5, 4, 3, 2, 1, 1, 2, 3, 4, 5]));
    expect(result.strongest).toContain('Neuroticism');
    const text = encouragement(result);
    expect(text).toMatch(/^Conscientiousness \(being organised and following through\) and Creativity came through most strongly/);
    expect(text).toContain('Worry and stress taking hold easily came through too');
  });

  it('does not call the middle of the scale "a lot in place", and counts every tied weak area as the summary does', () => {
    const middling = scoreAssessment(WHERE_AM_I_NOW, inOrder(WHERE_AM_I_NOW, [4, 3, 3, 3, 3, 3, 3, 3, 3, 3]));
    expect(encouragement(middling)).not.toContain('a lot in place');
    expect(encouragement(middling)).toMatch(/^Nothing here looks like a hard blocker, and Clarity is your strongest ground/);
    const weak = scoreAssessment(WHERE_AM_I_NOW, inOrder(WHERE_AM_I_NOW, [2, 4, 1, 1, 5, 1, 5, 1, 1, 5]));
    expect(weak.summary).toContain('with 5 more at the same level');
    expect(encouragement(weak)).toContain('(and 5 more at the same level) may need attention first');
  });
});
