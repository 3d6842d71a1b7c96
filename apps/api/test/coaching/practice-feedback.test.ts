// Practice gym feedback (D28), built-in engine: what counts as a date, an ask and a measure, that the published
// level description never contradicts the answer, and that the tip fits the scenario practised.
import type { RubricCriterionId } from '@waypoint/domain';
import { describe, expect, it } from 'vitest';
import { scoreAnswer, sentencesOf, tipFor, TOP_SCORE_TIP } from '../../src/services/coaching/practice-feedback';
import { SCENARIOS, TIP_EXAMPLES, TIPS } from '../../src/services/coaching/scenarios';

const score = (criterion: RubricCriterionId, answer: string, scenarioId = 'negotiation-raise') =>
  scoreAnswer({ scenario: { id: scenarioId, title: '', situation: '', prompt: '' }, criteria: [criterion], answer }).criteria[0]!;

const TIME_FRAMES = [
  'from next quarter',
  'next month',
  'by Friday',
  'in two weeks',
  'by the end of the year',
  'in Q3',
  'at our next one-to-one',
  'from 1 May',
  'within 3 days',
  'tomorrow',
  'before the weekend',
];

describe('practice feedback: dates and time frames', () => {
  it.each(TIME_FRAMES)('"%s" makes an ask a concrete next step', (when) => {
    expect(score('outcome', 'Can we agree on my new salary?').score).toBeLessThan(5);
    expect(score('outcome', `Can we agree on my new salary ${when}?`)).toMatchObject({ score: 5, comment: 'A concrete next step with a time or a measure.' });
  });

  it.each(TIME_FRAMES)('"%s" with a number of its own is a number and a date together', (when) => {
    expect(score('specificity', 'I cut ramp-up time by 30% and would like to talk about my pay.').score).toBe(3);
    expect(score('specificity', `I cut ramp-up time by 30% and would like to talk about my pay ${when}.`).score).toBe(5);
  });

  it('does not read the verb "may" as the month', () => {
    expect(score('specificity', 'We may need to talk about my pay.')).toMatchObject({ score: 1, comment: 'Only general statements.' });
  });

  it('reads a delivery promise as people write it: "next-day delivery" and "the weekend" are time frames', () => {
    const reply =
      "Hi Sam, I'm really sorry your order arrived damaged, especially when you needed it for the weekend. I've arranged a replacement by next-day delivery, so it will reach you by Thursday.";
    // It scored 3, "One concrete example or fact", with three of them.
    expect(score('specificity', reply, 'conflict-unhappy-customer')).toMatchObject({ score: 4, comment: 'Several concrete facts, but not yet a number and a date together.' });
    expect(score('specificity', 'I have arranged a replacement by next-day delivery.', 'conflict-unhappy-customer').score).toBe(3);
  });

  it('reads "in 2 weeks" as one time frame, not as a number and a date', () => {
    expect(score('specificity', 'I will send the plan in 2 weeks.')).toMatchObject({ score: 3, comment: 'One concrete example or fact.' });
  });
});

describe('practice feedback: the comment never says something is missing that the answer has', () => {
  it('scores a proposal with a measure as concrete, not as a vague wish', () => {
    expect(score('outcome', 'I propose a 6% raise.').comment).toBe('A concrete next step with a time or a measure.');
    expect(score('outcome', 'I am asking for an 8% raise from next quarter.').score).toBe(5);
  });

  it('gives "not yet a number and a date together" only when they are not together', () => {
    expect(score('specificity', 'I led 4 hires and cut costs by 12%.').comment).toBe('Several concrete facts, but not yet a number and a date together.');
    expect(score('specificity', 'I led 4 hires this year.').score).toBe(5);
  });

  it('quotes the concrete step that earned a 5, not a vaguer sentence with more asking words in it', () => {
    const feedback = score('outcome', "I'd like to discuss my compensation, and I would like to plan it together. I propose 6% from July.");
    expect(feedback).toMatchObject({ score: 5, quote: 'I propose 6% from July.' });
  });

  it('a clear proposal without a time or a measure is told it needs one', () => {
    expect(score('outcome', 'I would like to propose a raise. Could we agree on it?')).toMatchObject({
      score: 4,
      comment: 'A clear proposal; a time or a measure would make it concrete.',
    });
  });
});

describe('practice feedback: tips fit the scenario', () => {
  const otherExamples = (scenarioId: string) =>
    Object.entries(TIP_EXAMPLES)
      .filter(([id]) => id !== scenarioId)
      .flatMap(([, examples]) => Object.values(examples));

  it("every scenario has its own example for the tips that depend on the conversation, and no other scenario's", () => {
    for (const scenario of SCENARIOS) {
      for (const criterion of scenario.rubric) {
        const tip = tipFor(scenario.id, criterion);
        expect(tip.startsWith(TIPS[criterion]), `${scenario.id} ${criterion}`).toBe(true);
        if (['specificity', 'empathy', 'outcome'].includes(criterion)) expect(tip, `${scenario.id} ${criterion}`).toContain(TIP_EXAMPLES[scenario.id]![criterion]);
        for (const other of otherExamples(scenario.id)) expect(tip, `${scenario.id} ${criterion}`).not.toContain(other);
      }
    }
  });

  it('never mentions a launch date in a raise talk', () => {
    for (const criterion of SCENARIOS.find((s) => s.id === 'negotiation-raise')!.rubric) expect(tipFor('negotiation-raise', criterion)).not.toMatch(/launch/i);
  });

  it('gives the general tip alone for a scenario it has no example for', () => {
    expect(tipFor('not-a-scenario', 'empathy')).toBe("Name the other person's view in one sentence and ask one open question.");
  });
});

describe('practice feedback: answers as career changers write them', () => {
  const all = (answer: string, scenarioId: string) => {
    const scenario = SCENARIOS.find((s) => s.id === scenarioId)!;
    const feedback = scoreAnswer({ scenario: { id: scenarioId, title: '', situation: '', prompt: '' }, criteria: scenario.rubric, answer });
    return { feedback, byId: Object.fromEntries(feedback.criteria.map((c) => [c.criterion, c])) };
  };

  it('an offer with a time is a concrete next step: "I\'d love to ... in my first 90 days"', () => {
    // A teacher moving into instructional design; it scored 1, "No proposal or next step", beside the tip's own example.
    const { byId } = all(
      "I have taught English for eight years. Last year I rebuilt our Year 9 curriculum into online modules, and pass rates rose from 71% to 84%. I'd love to show you my portfolio and start by redesigning your onboarding course in my first 90 days.",
      'adaptability-career-change',
    );
    expect(byId.outcome).toMatchObject({ score: 5, quote: "I'd love to show you my portfolio and start by redesigning your onboarding course in my first 90 days." });
    // "my first 90 days" is a time frame, not a signpost: the structure quote is the close that asks, not a "first".
    expect(byId.structure).toMatchObject({ score: 5, quote: "I'd love to show you my portfolio and start by redesigning your onboarding course in my first 90 days." });
  });

  it.each(["I'll call you tomorrow to agree the next steps.", 'I can start on Monday.', 'I could send the draft this week.'])('"%s" is a next step', (answer) => {
    expect(score('outcome', answer).score).toBeGreaterThanOrEqual(4);
  });

  it('"I can\'t" and "I could not" promise nothing', () => {
    expect(score('outcome', "I can't do more this year. I could not say.").score).toBe(1);
  });

  it('reads curly apostrophes (as phones type them) like straight ones, and quotes the answer as typed', () => {
    const curly = 'I’ve worked as a nurse for 10 years. I managed a ward of 24 beds. I’d love to meet the team next week.';
    const straight = curly.replaceAll('’', "'");
    const scores = (answer: string) => all(answer, 'adaptability-career-change').feedback.criteria.map((c) => c.score);
    expect(scores(curly)).toEqual(scores(straight));
    const outcome = all(curly, 'adaptability-career-change').byId.outcome!;
    expect(outcome).toMatchObject({ score: 5, quote: 'I’d love to meet the team next week.' });
    expect(curly).toContain(outcome.quote);
    expect(score('ownership', 'I’m sorry, that was my mistake. I’ll redo the slides by Friday.', 'feedback-receive-critique').score).toBe(5);
  });

  it('an apology and an action already taken own the problem: a customer reply that does both reaches the top', () => {
    const { feedback, byId } = all(
      'Dear Ms Patel, I am so sorry your order arrived late and damaged again. I understand how frustrating it is the second time this year. I have already sent a replacement by express delivery; it will reach you by Thursday, and I have refunded the £4.99 delivery charge. Could you reply with a photo of the damaged box so I can make sure our warehouse fixes this? Kind regards, Sam',
      'conflict-unhappy-customer',
    );
    expect(byId.ownership!.score).toBe(5);
    // "so sorry" is not a signpost: the structure quote is not the apology.
    expect(byId.structure!.quote).not.toMatch(/so sorry/);
    // Nothing left to fix: the tip does not tell the user to own their part or to add what they wrote.
    expect(feedback.suggestion).toBe(TOP_SCORE_TIP);
  });

  it('a short, ordered opener that closes with an ask is not "buried in the middle"', () => {
    const { byId } = all(
      "Hi Priya, thanks for making time. I've noticed you've missed three deadlines this month, which isn't like you. Is everything okay? Could we look at your workload together and agree on a plan by Friday?",
      'leadership-underperformer',
    );
    expect(byId.structure).toMatchObject({ score: 5, quote: 'Could we look at your workload together and agree on a plan by Friday?' });
  });

  it('two sentences, the point and then an ask, are a clear order with the point early, not a point "buried in the middle"', () => {
    const short = 'I underestimated the data migration, so the release moves from 3 March to 17 March. I will send you a revised plan by Friday; does that work for you?';
    // It scored 2, "The point is there, but buried in the middle or repeated".
    expect(score('structure', short, 'communication-explain-delay')).toMatchObject({
      score: 4,
      quote: 'I underestimated the data migration, so the release moves from 3 March to 17 March.',
      // Its close is a sharp ask already: the comment names both the steps and the close, not the close alone.
      comment: 'A clear order with the point early; developing it in steps and closing with a next step reaches the top.',
    });
    // Its tip is the steps it lacks, not "close with what happens next": it does.
    expect(all(short, 'communication-explain-delay').feedback.suggestion).toBe(
      'Keep your point first and your close last, and between them give the reasons in order (first, then, finally).',
    );
    // A greeting and a sign-off around them change nothing; an ask alone, or two sentences without one, is no order.
    expect(score('structure', `Hi Dana,\n${short}\nBest,\nSam`, 'communication-explain-delay').score).toBe(4);
    expect(score('structure', 'Hi Dana. Could we talk on Friday?', 'communication-explain-delay').score).toBe(1);
    expect(score('structure', 'The release is late. The vendor changed the API.', 'communication-explain-delay').score).toBe(1);
  });

  it('an answer that already says what the speaker will do is told to own their part, not to say what they will do', () => {
    const mediation =
      "This has gone on for two days and we're blocked. Alex, I hear that the API fix matters to you. Ben, you're worried the release slips. Here's my proposal: Alex's fix goes first today, and I'll tell the client we ship on the 14th. Does that work for both of you?";
    expect(all(mediation, 'conflict-priorities').byId.ownership!.score).toBe(4);
    // It was told 'Say what you will do in the first person ("I will ...")', which it does.
    expect(tipFor('conflict-priorities', 'ownership', sentencesOf(mediation))).toBe('Keep saying what you will do, and own your part in one sentence too: what you got wrong or have yet to learn.');
    // So does one who says what they can do, or proposes to meet: "I can move the audit prep to Sam" was told to say
    // what they will do.
    for (const step of ['I can move the audit prep to Sam for the next two weeks.', "Let's meet again on Friday to see how it's going."])
      expect(tipFor('leadership-underperformer', 'ownership', ["I've noticed the last three deadlines slipped.", step])).toMatch(/^Keep saying what you will do/);
    // And one that gives its recommendation: "My recommendation is A" was told to say what it will do.
    expect(tipFor('negotiation-deadline', 'ownership', ['Here are two options.', 'My recommendation is A.'])).toMatch(/^Keep saying what you will do/);
    // Without a commitment the first-person tip stays.
    expect(tipFor('conflict-priorities', 'ownership', ['This has gone on for two days.', "Alex's fix goes first."])).toMatch(/^Say what you will do in the first person/);
    // An ask in the speaker's own name says it too: a raise request written in the first person throughout was told to
    // stop "describing what happened to you".
    const raise =
      "Hi Priya, thanks for making time. Over the last year I took over the supplier onboarding from Tom and cut the average onboarding time from 6 weeks to 3. I also trained the two new joiners. Based on that and the market data I've seen for similar roles, I'd like to ask for a raise to 52,000 from April. What would you need from me to make that happen?";
    expect(all(raise, 'negotiation-raise').feedback.suggestion).toMatch(/^Keep saying what you will do, and own your part/);
    // So does one to discuss it.
    const discuss = raise.replace("I'd like to ask for a raise to 52,000", "I'd like to discuss moving to 52,000");
    expect(all(discuss, 'negotiation-raise').feedback.suggestion).toMatch(/^Keep saying what you will do, and own your part/);
    // And any "I'd like to ..." of theirs: "I'd like to move to 64k from January" was told to stop "describing what
    // happened to you".
    const move = raise.replace("I'd like to ask for a raise to 52,000", "I'd like to move to 52,000");
    expect(all(move, 'negotiation-raise').feedback.suggestion).toMatch(/^Keep saying what you will do, and own your part/);
    // What someone else would like is not theirs.
    expect(tipFor('negotiation-raise', 'ownership', ['The team would like to hire two people.'])).toMatch(/^Say what you will do in the first person/);
    // Its concrete step is the ask from April, not the change "from 6 weeks to 3" (no deadline), which it quoted.
    expect(score('outcome', raise, 'negotiation-raise')).toMatchObject({ score: 5, quote: "Based on that and the market data I've seen for similar roles, I'd like to ask for a raise to 52,000 from April." });
    expect(score('outcome', 'We can add the features from 2 weeks after launch.', 'negotiation-deadline').score).toBe(5);
  });

  it('a structure without a closing ask stays below the top, whatever its signposts', () => {
    expect(score('structure', 'First, I was busy. Then the client changed the brief. Finally, the team was small.').score).toBe(4);
    // Its tip asks for the close it lacks, not for the signposts it has: "give the reasons in order (first, then,
    // finally)" was told to an answer that used all three.
    const ordered = ['The launch is on 30 June.', 'First, we share our strengths.', 'Then we walk through the plan.', 'Finally, we agree how we work.'];
    expect(tipFor('leadership-kickoff', 'structure', ordered)).toBe(
      'Keep your point first and your steps in order, and close with what happens next: a proposal, an ask or a next step.',
    );
    expect(tipFor('leadership-kickoff', 'structure', ['The launch is on 30 June.', 'We share our strengths.'])).toMatch(/^Open with your main point/);
  });

  it('a customer reply that closes by asking what else would put it right closes, and "next-day" is no signpost', () => {
    // It scored 4 for structure and was told to "close with what happens next".
    const reply =
      "Dear Ms Patel, I'm so sorry - a late and damaged order is not good enough. I've arranged a replacement by next-day courier, arriving Thursday. I've also flagged your account so a supervisor checks your next order. Is there anything else I can do to put this right? Kind regards, Alex";
    expect(score('structure', reply, 'conflict-unhappy-customer')).toMatchObject({ score: 5, quote: 'Is there anything else I can do to put this right?' });
    for (const close of ['Let me know if anything else is wrong.', "Please don't hesitate to get in touch."])
      expect(score('structure', reply.replace('Is there anything else I can do to put this right?', close), 'conflict-unhappy-customer').score).toBe(5);
    // "next-day courier" and "your next order" order nothing: without the close its tip is the general one.
    const unclosed = sentencesOf(reply.replace(' Is there anything else I can do to put this right?', ''));
    expect(tipFor('conflict-unhappy-customer', 'structure', unclosed)).toMatch(/^Open with your main point/);
    expect(score('structure', 'The order is late. Next, we check the stock. Then we ship it.').score).toBe(4);
    expect(score('structure', 'The order is late. Your next order ships free. Then we ship it.').score).toBe(3);
  });

  it('a deadline written day first is a deadline: "deliver the other two by 15 March"', () => {
    // It scored 4 ("a time or a measure would make it concrete"): only "by March" or "by May 15" was read as one.
    const options =
      "We can't add all three by 1 March without risking quality. Option A: we ship the export for launch and deliver the other two by 15 March. Which option works better for you?";
    expect(score('outcome', options, 'negotiation-deadline')).toMatchObject({
      score: 5,
      quote: 'Option A: we ship the export for launch and deliver the other two by 15 March.',
    });
    expect(score('outcome', 'We deliver the other two by the 15th of March.', 'negotiation-deadline').score).toBe(5);
    // An amount is still no deadline.
    expect(score('outcome', 'We deliver the other two by 15 percent.', 'negotiation-deadline').score).toBeLessThan(5);
  });

  it('a kickoff that closes by inviting questions closes the conversation\'s first step', () => {
    // It scored 4 for structure: "What questions do you have before we start?" was no close.
    const kickoff =
      "Our goal is to launch the new booking flow by 30 June. First, let's go round and share what you're strongest at. Then I'll walk through the plan. Finally, we agree how we work. What questions do you have before we start?";
    expect(score('structure', kickoff, 'leadership-kickoff')).toMatchObject({ score: 5, quote: 'What questions do you have before we start?' });
    expect(score('structure', kickoff.replace('What questions do you have before we start?', 'Any questions so far?'), 'leadership-kickoff').score).toBe(5);
    // An invitation to ask is no proposal: the outcome is scored on the steps, not on it.
    expect(score('outcome', 'The plan is ready. What questions do you have?', 'leadership-kickoff').score).toBeLessThan(4);
    // Nor is a question about the past a close.
    expect(score('structure', kickoff.replace('What questions do you have before we start?', 'What questions did the client ask?'), 'leadership-kickoff').score).toBe(4);
  });

  it('an answer of plain sentences in a clear shape quotes its opening, past the greeting, for the point it is scored on', () => {
    // Both showed "No words in your answer matched this yet" beside a 2 and a 3: no signposts, no closing ask.
    const plainSentences = 'The feature will be late. The API we depend on changed its format last month. The new date is 14 March.';
    expect(score('structure', plainSentences, 'communication-explain-delay')).toMatchObject({ score: 2, quote: 'The feature will be late.' });
    const paragraphs = 'Hi Dana,\nI hope you are well.\n\nThe feature will be late.\n\nA dependency changed and we must rework the import.';
    expect(score('structure', paragraphs, 'communication-explain-delay')).toMatchObject({ score: 3, quote: 'The feature will be late.' });
    // One block of text still has nothing to show.
    expect(score('structure', 'The feature is late.', 'communication-explain-delay')).toMatchObject({ score: 1, quote: '' });
  });

  it('a team\'s "we" owns the misstep and the next step as "I" does, and a 5 quotes the admission', () => {
    // It scored 1, "Blames others or hides behind the passive voice".
    const team = 'We made a mistake in our estimate. The dependency changed. We will deliver on 12 December and send you an update every Monday.';
    expect(score('ownership', team, 'communication-explain-delay')).toMatchObject({ score: 5, quote: 'We made a mistake in our estimate.' });
    // A company's apology is its own: "We apologise ... we will refund" (it scored 2).
    expect(score('ownership', 'We apologise for the damaged order. We will refund you by Friday.', 'conflict-unhappy-customer').score).toBe(5);
    // An offer of what "I can" do is a commitment (it scored 4, quoting the bad news).
    const offer = "I have bad news: the feature won't make Friday. I should have flagged the risk earlier. I can give you the export part on Friday.";
    expect(score('ownership', offer, 'communication-explain-delay')).toMatchObject({ score: 5, quote: 'I should have flagged the risk earlier.' });
    // In any case: a sentence opening with "My", and "i" as phones leave it (a commitment: speaks for themselves).
    expect(score('ownership', 'My plan is ready. i will send it.', 'communication-explain-delay').score).toBe(4);
    expect(score('ownership', 'The plan is ready. It will be sent.', 'communication-explain-delay').score).toBe(1);
  });

  it('a handover note as people write one: thanks, a numbered list and a time of day', () => {
    const note =
      "Hi Alex,\nThanks for covering while I'm away.\n\n1. The billing migration: 80% done, the last step is in the README.\n2. The Acme ticket: chase them on Wednesday.\n\nIf anything is unclear, call me before 5pm today.";
    const { byId } = all(note, 'teamwork-handover');
    // Thanks turn to the colleague (it scored 1, "The other person does not appear in the answer").
    expect(byId.empathy).toMatchObject({ score: 2, quote: "Thanks for covering while I'm away." });
    // The list orders the steps (it scored 3, "the order wanders"), and the concrete step closes it.
    expect(byId.structure).toMatchObject({ score: 5, quote: 'If anything is unclear, call me before 5pm today.' });
    // Its first instruction with a day is a concrete next step; "before 5pm today" is a time too (it scored 1, "No
    // proposal or next step").
    expect(byId.outcome).toMatchObject({ score: 5, quote: '2. The Acme ticket: chase them on Wednesday.' });
    expect(score('outcome', 'If anything is unclear, call me before 5pm today.', 'teamwork-handover').score).toBe(5);
    expect(score('specificity', 'I will send it at 9:30.').score).toBe(3);
    // The opening quoted for the point is past the greeting and the thanks.
    expect(all(note.replace('\n\nIf anything is unclear, call me before 5pm today.', ''), 'teamwork-handover').byId.structure).toMatchObject({
      score: 4,
      quote: '1. The billing migration: 80% done, the last step is in the README.',
    });
    // A list's "1." numbers a line; it is no fact (it scored 5, a number and a date together). A decimal is one.
    expect(score('specificity', '1. Call Sam on Friday.\n2. Send the deck.', 'teamwork-handover').score).toBe(3);
    // A length of time beside a date is a number and a date: it scored 4, "not yet a number and a date together". One
    // time frame alone ("in 2 weeks") is still one fact.
    const ask = "Could you spare 20 minutes this week to walk me through the billing export? I need it for the March report due Friday.";
    expect(score('specificity', ask, 'teamwork-ask-help').score).toBe(5);
    expect(score('specificity', 'It will be ready in 2 weeks.', 'communication-explain-delay').score).toBeLessThan(5);
    expect(score('specificity', 'Call Sam on Friday: it takes 2.5 days.', 'teamwork-handover')).toMatchObject({
      score: 5,
      quote: 'Call Sam on Friday: it takes 2.5 days.',
    });
  });

  it('taking a critique owns the misstep: "You\'re right, I didn\'t rehearse the timing"', () => {
    // It scored 4, "owning both the next step and the misstep reaches the top".
    const reply = "Thank you for telling me. You're right, I didn't rehearse the timing. I will do a dry run with you on Thursday.";
    expect(score('ownership', reply, 'feedback-receive-critique')).toMatchObject({ score: 5, quote: "You're right, I didn't rehearse the timing." });
    // An excuse or a denial is not an admission.
    for (const excuse of ["I didn't know about the time limit.", "I didn't do anything wrong.", "I didn't do it."])
      expect(score('ownership', `${excuse} I will do a dry run on Thursday.`, 'feedback-receive-critique').score).toBeLessThan(5);
    // Nor is denying the fault: "it wasn't really my fault" scored 4, its "my fault" read as owning it.
    const denial = "Well, I was given the slides late by marketing so it wasn't really my fault. The room was also too hot.";
    expect(score('ownership', denial, 'feedback-receive-critique')).toMatchObject({ score: 2, quote: denial.split('. ')[0] + '.' });
    expect(score('ownership', "It wasn't my fault. I will do a dry run on Thursday.", 'feedback-receive-critique').score).toBeLessThan(4);
    expect(score('ownership', 'It was my fault: I didn\'t rehearse. I will do a dry run on Thursday.', 'feedback-receive-critique').score).toBe(5);
    // A career changer owns a gap as others own a misstep: "I know I lack direct experience" scored 4.
    const gap = "I've completed the UX certificate. I know I lack direct experience, but I'd bring that clarity to your users.";
    expect(score('ownership', gap, 'adaptability-career-change')).toMatchObject({ score: 5, quote: "I know I lack direct experience, but I'd bring that clarity to your users." });
    // As does "I haven't held a UX title" (it scored 4), but not what has not happened yet.
    const title = "I haven't held a UX title, but I've spent eight years as a nurse. I'd bring that patience to your team.";
    expect(score('ownership', title, 'adaptability-career-change')).toMatchObject({ score: 5, quote: "I haven't held a UX title, but I've spent eight years as a nurse." });
    expect(score('ownership', "I haven't worked in design before. I'd bring that patience to your team.", 'adaptability-career-change').score).toBe(5);
    // And a new lead who has not led a team this size (it scored 4).
    expect(score('ownership', "I've not led a team this size before, so tell me early if something isn't working. I'll check in with each of you on Friday.", 'leadership-kickoff').score).toBe(5);
    expect(score('ownership', "I've never managed a project this big. I'll check in with each of you on Friday.", 'leadership-kickoff').score).toBe(5);
    expect(score('ownership', "I haven't had a single complaint. I'd bring that patience to your team.", 'adaptability-career-change').score).toBeLessThan(5);
    // So does someone still learning a new role: "I'm still getting used to it" scored 4.
    const reorg = "Moving from building to reviewing is a big change and I'm still getting used to it. I'll shadow two reviews this week.";
    expect(score('ownership', reorg, 'adaptability-reorg')).toMatchObject({ score: 5, quote: "Moving from building to reviewing is a big change and I'm still getting used to it." });
    expect(score('ownership', "I've got a lot to learn, so I'll start with the review guide this week.", 'adaptability-reorg').score).toBe(5);
    // And someone asking for a raise who names what they still need to get better at: "I know I still need to improve my
    // presenting" scored 4.
    const grow = "I took over onboarding this year and cut ramp-up from 6 weeks to 4. I know I still need to improve my presenting, so I'll run the next two demos. I'd like to move to 64,000 from January.";
    expect(score('ownership', grow, 'negotiation-raise')).toMatchObject({ score: 5, quote: "I know I still need to improve my presenting, so I'll run the next two demos." });
    expect(score('ownership', "I need to get better at saying no. I'll agree priorities with you each Monday.", 'adaptability-reorg').score).toBe(5);
    // Work still to do is no gap of theirs.
    expect(score('ownership', "I need to work on the migration. I'll agree priorities with you each Monday.", 'adaptability-reorg').score).toBeLessThan(5);
  });

  it('an interview answer that closes on what the speaker would bring closes with a proposal; "by then" is no signpost', () => {
    // It scored 1, "No proposal or next step".
    expect(score('outcome', 'I would bring that patience and structure to your team.', 'adaptability-career-change').score).toBe(4);
    expect(score('structure', 'We cannot add all three by then.').score).toBe(1);
  });

  it('an ask for help is a next step: "Could you spare 20 minutes this week?"', () => {
    // It scored 1, "No proposal or next step", and its structure 3.
    const ask =
      "Hi Maria, I'm stuck on the caching bug your team fixed last year. Could you spare 20 minutes this week to walk me through it? I know you're busy, so I've written up what I tried.";
    expect(score('outcome', ask, 'teamwork-ask-help')).toMatchObject({ score: 5, quote: 'Could you spare 20 minutes this week to walk me through it?' });
    expect(score('structure', ask, 'teamwork-ask-help')).toMatchObject({ score: 5, quote: 'Could you spare 20 minutes this week to walk me through it?' });
  });

  it('a customer reply that has already put things right ends with a step, and its sign-off does not hide the close', () => {
    // Outcome scored 1, "No proposal or next step", and Structure 2: the sign-off "Best," and "Jo" were taken for the close.
    const reply =
      "Dear Mr Lee,\nYou have every right to be angry: a late, damaged order twice in one year is not acceptable. I've sent a replacement by courier today, arriving Thursday. What would make this right for you?\nBest,\nJo";
    const { byId } = all(reply, 'conflict-unhappy-customer');
    const step = "I've sent a replacement by courier today, arriving Thursday.";
    expect(byId.outcome).toMatchObject({ score: 5, quote: step });
    expect(byId.structure).toMatchObject({ score: 5, quote: step });
    // A step already taken is a commitment kept: with the apology, ownership reaches the top (it scored 3).
    expect(score('ownership', "I'm sorry it arrived damaged. I've refunded the delivery fee.", 'conflict-unhappy-customer').score).toBe(5);
    // A step taken for them, without an admission, is "Some first-person statements" (it scored 2, "Mostly describes
    // what happened to you"); their anger named and their wish asked for is the top of Empathy (it scored 4).
    expect(byId.ownership).toMatchObject({ score: 3, comment: 'Some first-person statements.' });
    expect(byId.empathy!.score).toBe(5);
    // Not the speaker's own feelings, nor an order about theirs.
    for (const own of ["I'm upset too. What do you want?", "You shouldn't be upset. What do you want?"])
      expect(score('empathy', own, 'conflict-unhappy-customer').score).toBeLessThan(5);
    // What was only prepared is no step for them.
    expect(score('outcome', "I've written up what I tried.", 'teamwork-ask-help').score).toBe(1);
  });

  it('a concrete next step or an invitation closes a structure, as Outcome reads them', () => {
    // Structure scored 2 beside Outcome's 5, "A concrete next step with a time or a measure".
    const raise =
      "I've really enjoyed this year. I led the migration to the new billing system, which saved us around $40k. Given that, I'd like to discuss moving my salary to $85,000 from January. What do you think?";
    const ask = "Given that, I'd like to discuss moving my salary to $85,000 from January.";
    expect(all(raise, 'negotiation-raise').byId).toMatchObject({ structure: { score: 5, quote: ask }, outcome: { score: 5, quote: ask } });
    // It scored 1, "No proposal or next step".
    const invite = 'If you ever want to see how it works, come sit with us for an hour.';
    expect(score('outcome', invite, 'communication-explain-to-newcomer')).toMatchObject({ score: 5, quote: invite });
  });

  it('a trade-off offered as options closes on asking which works for them, and "we" speaks for the team', () => {
    const reply =
      "Adding three features and keeping the date isn't possible without cutting testing. Here's what I propose: we deliver A and B by the launch date, and C two weeks later. Alternatively, we keep all three and move the launch by three weeks. Which option works better for you?";
    const { byId } = all(reply, 'negotiation-deadline');
    // Structure scored 2 ("buried in the middle") and Ownership 2 ("Mostly describes what happened to you").
    expect(byId.structure).toMatchObject({ score: 5, quote: 'Which option works better for you?' });
    expect(byId.ownership!.score).toBe(4);
    // The "we" of a question to them is theirs as much as the speaker's.
    expect(score('ownership', 'Can we agree on it? Could we meet? How do we start?').score).toBe(1);
  });

  it('a claim is no offer, and a fraction is a number', () => {
    // It scored 4, "A clear proposal".
    expect(score('outcome', 'I am passionate about technology and I believe I can add value to your company.', 'adaptability-career-change')).toMatchObject({ score: 1 });
    expect(score('outcome', 'I can help you with the migration.', 'adaptability-career-change').score).toBe(4);
    // "A third" scored as no fact: 3, "One concrete example or fact".
    expect(score('specificity', "As a nurse for ten years I built a tool that cut our ward's paperwork by a third.", 'adaptability-career-change').score).toBe(5);
  });

  it('reads what the speaker "would" do as a next step and a commitment, as answers about a conversation say it', () => {
    // Both scored 1, "No proposal or next step".
    for (const step of ['I would offer to pair with the newcomer for two weeks.', "I'd set up a meeting with both of them tomorrow."])
      expect(score('outcome', step, 'communication-explain-to-newcomer')).toMatchObject({ score: 5, quote: step });
    // Reporting the conversation or refusing promises nothing.
    expect(score('outcome', 'I would say that the work is late.').score).toBe(1);
    expect(score('outcome', "I wouldn't send anything by Friday.").score).toBe(1);
    // A misstep owned in the past tense or as responsibility taken, with a step the speaker would take, reaches the top.
    expect(score('ownership', 'I made a mistake with the estimate. I would fix it by Friday.').score).toBe(5);
    expect(score('ownership', 'I would take responsibility and send a new plan tomorrow.').score).toBe(5);
    // Taking responsibility is an admission, not also the step: alone it stays below the top.
    expect(score('ownership', 'I would take responsibility.').score).toBeLessThan(5);
  });

  it('counts numbers written as words and minutes as facts: "three missed deadlines this month" is a number and a date', () => {
    // It scored 3, "One concrete example or fact", beside "ten minutes", "three meetings" and "next week".
    const peer = "Can we grab ten minutes after stand-up? In the last three planning meetings Priya was cut off. Could we check in after next week's retro?";
    expect(score('specificity', peer, 'feedback-give-peer').score).toBe(5);
    expect(score('specificity', "I've noticed three missed deadlines this month.").score).toBe(5);
    // "A couple" is two: "the last couple of reports came in late" scored 1, "Only general statements".
    expect(score('specificity', "I've noticed the last couple of reports came in late.", 'leadership-underperformer').score).toBe(3);
    expect(score('specificity', "I've noticed the last couple of reports came in late this month.", 'leadership-underperformer').score).toBe(5);
    // "One" and "a" are no figures: "no one", "one of us".
    expect(score('specificity', 'No one likes this. One of us has to decide.').score).toBe(1);
  });

  it('an ask in reported speech weighs what the question does, and listening turns to them', () => {
    // "Ask if something is going on" scored 2, "Addresses the other person, but only about your own side".
    const reported = score('empathy', "I'd ask if something is going on. I'd listen first.", 'leadership-underperformer');
    const direct = score('empathy', 'Is something going on for you?', 'leadership-underperformer');
    expect(reported.score).toBeGreaterThanOrEqual(direct.score);
    expect(reported.score).toBe(4);
  });

  it('one clear offer or proposal is "a clear proposal", and only a clear one closes a structure', () => {
    // It scored 2, "Hints that something should change, without a proposal".
    const offer = "I'm new to the industry, so I'd love to show you that project.";
    expect(score('outcome', offer, 'adaptability-career-change')).toMatchObject({
      score: 4,
      quote: offer,
      comment: 'A clear proposal; a time or a measure would make it concrete.',
    });
    expect(score('outcome', "I'd like things to improve.").score).toBeLessThan(4);
    // An invitation asked the way people talk is one too: it scored 1, "No proposal or next step".
    expect(score('outcome', 'We run payments. Want to sit in on our stand-up tomorrow at 9:30?', 'communication-explain-to-newcomer').score).toBe(5);
    expect(score('outcome', 'We run payments. Fancy joining our planning?', 'communication-explain-to-newcomer').score).toBe(4);
    expect(score('outcome', 'I want to see the new build.', 'communication-explain-to-newcomer').score).toBe(1);
    // A proposal named as one, and an offer without its "I'm", propose; their request and a past meeting do not.
    // The first scored 4 and quoted "Thanks for the request"; "from Tuesday's meeting" was quoted as a deadline.
    const tradeOff =
      "Thanks for the request. Adding all three would push launch back four weeks. Here's an option: we ship two features at launch and the third on 30 June. Happy to talk it through tomorrow.";
    expect(score('outcome', tradeOff, 'negotiation-deadline')).toMatchObject({ score: 5, quote: "Here's an option: we ship two features at launch and the third on 30 June." });
    expect(score('outcome', 'Thanks for the request.', 'negotiation-deadline').score).toBe(1);
    expect(score('outcome', "I wanted to mention something from Tuesday's meeting.", 'feedback-give-peer').score).toBe(1);
    expect(score('outcome', 'The launch is fixed. Happy to talk it through tomorrow.', 'negotiation-deadline').score).toBe(5);
    // A handover's instructions are its next steps: it scored 1, "No proposal or next step".
    const handover = '- Acme invoice: chase it on 12 March\n- Laptop for the new starter: ticket 4471\nSam knows the background.';
    expect(score('outcome', handover, 'teamwork-handover')).toMatchObject({ score: 5, quote: '- Acme invoice: chase it on 12 March' });
    // What was done is no instruction.
    expect(score('outcome', 'I checked your order. I called the courier.', 'conflict-unhappy-customer').score).toBe(1);
    // An instruction that answers a condition is one too: this reply's close scored a 3 for structure, "the order
    // wanders", though it closes with a next step.
    const reply =
      "Dear Sam, I'm so sorry your order arrived late and damaged again. I've sent a replacement by express courier today. I've also flagged your account so our warehouse team checks your next orders. If anything else goes wrong, reply to me directly. Best, Alex";
    expect(score('structure', reply, 'conflict-unhappy-customer')).toMatchObject({ score: 5, quote: 'If anything else goes wrong, reply to me directly.' });
    expect(score('outcome', 'If anything else goes wrong, reply to me directly.', 'conflict-unhappy-customer').score).toBe(4);
    // Asked with a please, it scored a 4 for structure, told to "close with what happens next".
    const politely = reply.replace('reply to me directly', 'please reply to me directly');
    expect(score('structure', politely, 'conflict-unhappy-customer')).toMatchObject({ score: 5, quote: 'If anything else goes wrong, please reply to me directly.' });
    expect(score('outcome', 'Please call the courier on Monday.', 'teamwork-handover').score).toBe(5);
    expect(score('outcome', 'If you check the logs, you will see the error.', 'conflict-unhappy-customer').score).toBeLessThan(4);
    // It scored 1, "No proposal or next step".
    expect(score('outcome', 'I think I deserve more money. Things should be better. I hope it improves.')).toMatchObject({
      score: 2,
      quote: 'Things should be better.',
      comment: 'Hints that something should change, without a proposal.',
    });
    // A promise that names no step is no clear proposal: "We will look into it" scored 4, and closed a structure as a
    // next step would. A time still makes it concrete, and a step named after it still counts.
    const brushOff = "Sorry about that. These things happen with couriers, it's out of our hands. We will look into it.";
    expect(score('outcome', brushOff, 'conflict-unhappy-customer')).toMatchObject({ score: 2, quote: 'We will look into it.' });
    expect(score('structure', brushOff, 'conflict-unhappy-customer').score).toBeLessThan(4);
    for (const vague of ["I'll do my best.", "I'll see what I can do.", "I'll look into it and get back to you."]) {
      expect(score('outcome', vague, 'conflict-unhappy-customer').score, vague).toBe(2);
    }
    expect(score('outcome', "I'll get back to you by Friday.", 'conflict-unhappy-customer').score).toBe(5);
    // "I'll keep you posted" scored 4; "by the 14th" was no date at all, and its step only a clear proposal.
    expect(score('outcome', "The feature won't make Friday. I'll keep you posted.", 'communication-explain-delay')).toMatchObject({ score: 2, quote: "I'll keep you posted." });
    expect(score('outcome', "The feature won't make Friday. I'll send you the export by the 14th.", 'communication-explain-delay').score).toBe(5);
    expect(score('outcome', 'I will look into your order and send a replacement.', 'conflict-unhappy-customer').score).toBe(4);
    // Every form of "improve" hints: "Improving my pay would be fair" scored 1, as if it asked for nothing.
    expect(score('outcome', 'I think I deserve more money. Improving my pay would be fair.')).toMatchObject({
      score: 2,
      quote: 'Improving my pay would be fair.',
    });
    // A greeting is no hint: "I hope you're well" asks for no change.
    expect(score('outcome', "Hi Sam, I hope you're well. I wanted to talk about my work.").score).toBe(1);
    // A wish at the end is no next step to close on.
    expect(score('structure', 'No one likes this. One of us has to decide. It would be good to agree a plan.').score).toBeLessThan(5);
    expect(score('structure', 'No one likes this. One of us has to decide. I suggest we meet on Friday.').score).toBe(5);
    // Nor does the shape alone develop a point: 13 words of point, middle and ask scored 5, "develops it in steps".
    const rant = 'i deserve more money. everyone else got a raise. can you review my pay';
    expect(score('structure', rant)).toMatchObject({ score: 4, comment: 'A clear order with the point early; developing it in steps and closing with a next step reaches the top.' });
    expect(score('structure', 'I deserve more money. This year I took over onboarding and cut ramp-up from 6 weeks to 4. Can you review my pay?').score).toBe(5);
  });

  it('a threat is no proposal, and an ask typed the way phones type it still asks', () => {
    // It scored 4, "A clear proposal", and its structure 5: "or I'll leave" was read as a next step.
    const ultimatum = "I want more money. Everyone else got a raise. You should pay me more or I'll leave.";
    expect(score('outcome', ultimatum)).toMatchObject({ score: 2, comment: 'Hints that something should change, without a proposal.' });
    expect(score('structure', ultimatum).score).toBeLessThan(4);
    // Nor is handing the whole thing over: "can you sort it" scored 4, "A clear proposal"; a step or a time named in
    // the ask still makes it one.
    for (const demand of ['I deserve more money. Can you sort it?', 'I deserve more money. Could you just deal with it.', 'I deserve more money. can u fix this'])
      expect(score('outcome', demand).score).toBeLessThan(4);
    expect(score('outcome', 'The export is broken. Can you fix it by Friday?', 'teamwork-ask-help').score).toBe(5);
    expect(score('outcome', 'The export is broken. Can you fix it before the demo?', 'teamwork-ask-help').score).toBe(4);
    // It scored 1, "No proposal or next step", and its empathy 1, "The other person does not appear in the answer".
    const texted = 'hey can u help me with the import bug thx';
    expect(score('outcome', texted, 'teamwork-ask-help').score).toBe(4);
    expect(score('empathy', texted, 'teamwork-ask-help').score).toBe(2);
  });

  it('a question typed without its question mark still asks for their input, and "both are fair points" names their view', () => {
    // It scored 4 for empathy: neither "both are fair points" (its plural) nor "does that work for both of you" (no
    // mark) was read, as naming their view and as asking for their input.
    const typed =
      "ana you want the api fix first because the demo is thursday, ben you want the refactor first. both are fair points. my suggestion: ana's fix goes first, then ben gets the next sprint. does that work for both of you";
    expect(score('empathy', typed, 'conflict-priorities')).toMatchObject({ score: 5, quote: 'both are fair points.' });
    expect(score('empathy', 'Both are fair points. What do you both think', 'conflict-priorities').score).toBe(5);
    // A sentence that only opens with a question word asks nothing.
    expect(score('empathy', 'Both are fair points. What I propose is that Ana goes first.', 'conflict-priorities').score).toBeLessThan(5);
    expect(score('empathy', 'Both are fair points. How we fix this is up to the team.', 'conflict-priorities').score).toBeLessThan(5);
  });

  it('a specificity tip names what the answer lacks: the number beside its dates, or the date beside its numbers', () => {
    // "Add one concrete fact: a number, a date or a named result" was told to an answer with two days in it.
    const dates = ['The demo is on Thursday.', "Ana's fix is done by Wednesday."];
    expect(tipFor('conflict-priorities', 'specificity', dates)).toBe('Keep your dates, and add a number beside them: how many, how long or how much.');
    const numbers = ['I led 4 hires.', 'I cut costs by 12%.'];
    expect(tipFor('negotiation-raise', 'specificity', numbers)).toBe('Keep your numbers, and add a date or a time frame beside them: when, or by when.');
    expect(tipFor('negotiation-raise', 'specificity', ['I did well.'])).toMatch(/^Add one concrete fact/);
  });

  it('counts their view and feelings named in the third person, not the speaker\'s own', () => {
    // "My manager's frustration" was read as "The other person does not appear in the answer."
    for (const named of [
      "I would acknowledge my manager's frustration with the delay.",
      'I know the customer is upset and worried about the next order.',
      'My colleague must feel ignored in meetings.',
    ])
      expect(score('empathy', named)).toMatchObject({ score: 3, quote: named, comment: "Mentions the other person's view once." });
    // "Their concerns" weighs what "your concerns" does.
    expect(score('empathy', 'I see their concerns.').score).toBe(score('empathy', 'I see your concerns.').score);
    expect(score('empathy', 'I would tell them I understand their worries and their point of view.').score).toBe(4);
    // The speaker's own feelings, "no worries" and words that only look possessive name nobody else's side.
    for (const own of ["I was frustrated and I'm worried we will slip.", "No worries, it's my needs that matter.", "Let's side with it. That's point one."])
      expect(score('empathy', own)).toMatchObject({ score: 1, quote: '' });
    expect(score('empathy', "I know the customer is upset. I would ask what would make it right.").score).toBe(5);
  });
});

describe('practice feedback: refusals and orders are not what the rubric rewards', () => {
  const refusal = "I will not send anything. I do not understand you and I won't propose anything, no plan, no deadline, nothing by Friday.";

  it('does not score a refusal as a concrete next step or a commitment', () => {
    expect(score('outcome', refusal).score).toBeLessThan(3);
    expect(score('ownership', `${refusal} My mistake.`).score).toBeLessThan(5);
  });

  it('still counts the step after a "but": what cannot happen, then what will', () => {
    expect(score('outcome', "I can't deliver it by Friday, but I will send the report on Monday at 9.")).toMatchObject({ score: 5 });
    expect(score('outcome', "I don't want to delay you further, so I will send it by Friday.")).toMatchObject({ score: 5 });
  });

  it('takes neither an amount of delay for a deadline nor a sign-off for a next step', () => {
    // It scored 5, "A concrete next step with a time or a measure", quoting the delay; its structure scored 5 too.
    const passive =
      'Unfortunately the feature has been delayed by two weeks due to changes in a dependency. The team is working hard on it. Please let me know if you have questions.';
    expect(score('outcome', passive, 'communication-explain-delay')).toMatchObject({ score: 1, quote: '' });
    expect(score('structure', passive, 'communication-explain-delay').score).toBeLessThan(5);
    // A deadline is still one, and so is what the speaker lets the other person have.
    expect(score('outcome', 'I will send the fix by Friday.', 'communication-explain-delay').score).toBe(5);
    expect(score('outcome', 'Let me walk you through the new plan tomorrow.', 'communication-explain-delay').score).toBe(5);
  });

  it('takes no exclamation, platitude or passed-on complaint for a proposal', () => {
    // They scored 5 ("A concrete next step"), 4 and 4 ("A clear proposal").
    for (const [scenario, answer] of [
      ['negotiation-raise', "Can you believe I haven't had a raise in three years?"],
      ['leadership-kickoff', "Let's do our best."],
      ['leadership-kickoff', "Let's work hard and make this a success."],
      ['leadership-kickoff', "Let's have fun and smash it!"],
      ['conflict-unhappy-customer', 'We have sent your complaint to the warehouse.'],
    ] as const)
      expect(score('outcome', answer, scenario)).toMatchObject({ score: 1, quote: '' });
    // Nor does a platitude close a structure (it scored 5).
    expect(score('structure', 'Hello team. This project matters. We start today. Let\'s do our best.', 'leadership-kickoff').score).toBeLessThan(5);
    expect(score('structure', "Welcome everyone. We have a lot to do. Let's work hard and make this a success.", 'leadership-kickoff').score).toBeLessThan(5);
    // A step with a time is still one.
    expect(score('outcome', "Let's meet on Monday to agree who owns what.", 'leadership-kickoff').score).toBe(5);
  });

  it('an accusing "you" is no view of theirs, and blames', () => {
    const harsh = "You keep missing deadlines and it has to stop. We can't carry you. You never tell me anything.";
    // They scored 4, "Acknowledges their side often", and 2, "Mostly describes what happened to you".
    expect(score('empathy', harsh, 'leadership-underperformer')).toMatchObject({ score: 2, comment: 'Addresses the other person, but only about your own side.' });
    expect(score('ownership', harsh, 'leadership-underperformer')).toMatchObject({ score: 1, comment: 'Blames others or hides behind the passive voice.' });
  });

  it('a non-apology and "calm down" wave their side away; "our policy says" hands the problem on', () => {
    const brushOff = "I'm sorry you feel that way. Our policy says returns take 30 days.";
    // They scored 4, "Acknowledges their side often", and 3, "Some first-person statements", for an "I'm sorry".
    expect(score('empathy', brushOff, 'conflict-unhappy-customer')).toMatchObject({
      score: 2,
      quote: "I'm sorry you feel that way.",
      comment: 'Addresses the other person, but only about your own side.',
    });
    expect(score('ownership', brushOff, 'conflict-unhappy-customer')).toMatchObject({
      score: 1,
      quote: 'Our policy says returns take 30 days.',
      comment: 'Blames others or hides behind the passive voice.',
    });
    expect(score('ownership', 'Not my problem, talk to the warehouse.', 'conflict-unhappy-customer').score).toBe(1);
    // Of the criteria at 1 (structure, ownership, outcome), the tip is for the one that lost points.
    const all = scoreAnswer({ scenario: SCENARIOS.find((s) => s.id === 'conflict-unhappy-customer')!, criteria: ['structure', 'empathy', 'ownership', 'outcome'], answer: brushOff });
    expect(all.suggestion).toBe(tipFor('conflict-unhappy-customer', 'ownership'));
    expect(score('empathy', 'Calm down, you are overreacting. I will look into your order.', 'conflict-unhappy-customer').score).toBeLessThanOrEqual(2);
    // "Rules are rules" waves it away as "calm down" does: it scored 4 beside "I understand your frustration".
    expect(score('empathy', "I understand your frustration, but rules are rules and there's nothing we can do.", 'conflict-unhappy-customer').score).toBe(2);
    // Strain the speaker has seen in them names their side: it scored 4, "naming their view ... reaches the top".
    const seen = "I've noticed you've seemed stretched lately. How are you doing? Let's look at your workload together on Thursday.";
    expect(score('empathy', seen, 'leadership-underperformer').score).toBe(5);
    // A 5 quotes the naming or the ask, not a greeting's thanks (it quoted "Hi Jo, thanks for making time").
    const opener =
      "Hi Jo, thanks for making time. I've noticed three deadlines slipped this month, which isn't like you. Is something going on that I can help with?";
    expect(score('empathy', opener, 'leadership-underperformer')).toMatchObject({ score: 5, quote: 'Is something going on that I can help with?' });
    // Agreeing with their view names it: "You're right" with an ask scored 4, "naming their view ... reaches the top".
    const taken = "You're right, it ran long. I didn't rehearse the timing. Could you look at my outline on Thursday?";
    expect(score('empathy', taken, 'feedback-receive-critique')).toMatchObject({ score: 5, quote: "You're right, it ran long." });
    // What the speaker knows of themselves is not their view: "I know I don't have direct experience" scored 5 beside
    // a question, quoted as naming the interviewer's view.
    const pitch = "I know I don't have direct experience in UX, so I've done a Google UX certificate. What would success look like in six months?";
    expect(score('empathy', pitch, 'adaptability-career-change').score).toBeLessThan(5);
    expect(score('empathy', 'I know you need someone who can start fast. What would success look like in six months?', 'adaptability-career-change').score).toBe(5);
    // A "sorry" that owns what happened still counts, whatever follows it.
    const owned = "I'm sorry you were kept waiting. I understand how frustrating that is. I have already sent a replacement; could I call you on Friday to check it arrived?";
    expect(score('empathy', owned, 'conflict-unhappy-customer').score).toBe(5);
    expect(score('ownership', owned, 'conflict-unhappy-customer').score).toBe(5);
  });

  it('does not take what will not happen for a next step: "The feature will not be ready on Friday"', () => {
    // It scored 5, "A concrete next step with a time or a measure", quoting the missed day.
    for (const missed of ['The feature will not be ready on Friday.', "It won't ship before March.", 'The team cannot finish by Friday.'])
      expect(score('outcome', missed, 'communication-explain-delay')).toMatchObject({ score: 1, quote: '' });
    expect(score('outcome', "The feature won't be ready on Friday, but I will send you the new plan by Monday.", 'communication-explain-delay')).toMatchObject({
      score: 5,
    });
  });

  it('takes a question asked in reported speech for inviting their input, as much as a question mark', () => {
    // How many answers are written: about the conversation, not in it. It scored 4, "Acknowledges their side often".
    const reported = 'I would tell my manager I understand their concerns about the timeline. Then I would ask them how they would like to proceed.';
    expect(score('empathy', reported).score).toBe(5);
    expect(score('empathy', "I appreciate the team's frustration, so I'd invite their ideas for the rota.").score).toBe(5);
    expect(score('empathy', 'I understand your concern and want to find out what matters most to you.').score).toBe(5);
    // Naming their view without any ask, or asking for something that is not their input, stays below the top.
    expect(score('empathy', 'I would tell my manager I understand their concerns about the timeline.').score).toBeLessThan(5);
    expect(score('empathy', 'I understand your concern. I will ask for a 5% raise from March.').score).toBeLessThan(5);
  });

  it('does not take "you should understand" for naming their view', () => {
    expect(score('empathy', 'This is their fault. Then you should understand. Can we agree?').score).toBeLessThan(5);
    expect(score('empathy', 'I understand the delay hurts your launch. What matters most to you for Friday?').score).toBe(5);
  });
});
