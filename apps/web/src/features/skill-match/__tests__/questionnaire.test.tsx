// The questionnaire's rules (spec sections 4 and 5) on the real route tree: Analyse once role, level and company
// size are chosen (years of experience is optional), skills
// lower-cased and de-duplicated (suggestions and typed, + or Enter), the proficiency hint, the step guard, an unknown
// step, the exit dialog and answers surviving a reload (D2). The network answers nothing useful here (404), so the
// steps fall back to the spec's suggestions.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { loadAnswers, STORAGE_KEY, emptyAnswers } from '../model/answers';
import { SKILLMATCH_MORE_ROLES, SKILLMATCH_ROLE_OPTIONS } from '@waypoint/domain';

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

function seed(change: Partial<ReturnType<typeof emptyAnswers>>) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...emptyAnswers(), ...change }));
}

const step1 = { currentRole: 'UX Designer', currentLevel: 'middle', years: 'level_2', companySize: '10-100', allowedStep: 2 } as const;

describe('step 1', () => {
  it("shows '1 OF 5' and keeps Analyse disabled until role, level and company size are chosen; years stay optional", async () => {
    const { user, router } = renderApp('/skillmatch/questionnaire/1');
    expect(await screen.findByText('1 OF 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Current role info' })).toBeInTheDocument();
    expect(screen.getByLabelText('Years of experience (optional)')).toBeInTheDocument();
    const analyse = screen.getByRole('button', { name: 'Analyse' });
    expect(analyse).toBeDisabled();
    // The button says why it waits, and never waits for the optional field.
    expect(analyse).toHaveAccessibleDescription('Still to choose: Current role, Level and Company size.');
    await user.selectOptions(screen.getByLabelText('Current role'), 'UX Designer');
    await user.selectOptions(screen.getByLabelText('Level'), 'middle');
    expect(analyse).toBeDisabled();
    expect(analyse).toHaveAccessibleDescription('Still to choose: Company size.');
    await user.selectOptions(screen.getByLabelText('Company size'), '10-100');
    expect(analyse).toBeEnabled();
    expect(screen.queryByText(/Still to choose/)).not.toBeInTheDocument();
    await user.click(analyse);
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/2'));
    expect(loadAnswers()).toMatchObject({ allowedStep: 2, years: '' });
  });

  it('lets a chosen years of experience be taken back to no choice, and Analyse stays enabled', async () => {
    seed({ currentRole: 'UX Designer', currentLevel: 'middle', years: 'level_2', companySize: '10-100' });
    const { user } = renderApp('/skillmatch/questionnaire/1');
    const years = await screen.findByLabelText(/Years of experience/);
    expect(years).toHaveValue('level_2');
    await user.selectOptions(years, '');
    expect(years).toHaveValue('');
    expect(loadAnswers().years).toBe('');
    expect(screen.getByRole('button', { name: 'Analyse' })).toBeEnabled();
  });

  it("offers the spec's eight roles first, then more roles such as Teacher and Registered Nurse, for the current role", async () => {
    const { user } = renderApp('/skillmatch/questionnaire/1');
    const current = await screen.findByLabelText('Current role');
    const groups = within(current).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['More roles']);
    const first = within(current)
      .getAllByRole('option')
      .filter((o) => !groups[0]!.contains(o) && !(o as HTMLOptionElement).disabled)
      .map((o) => o.textContent);
    expect(first).toEqual([...SKILLMATCH_ROLE_OPTIONS]);
    expect(within(groups[0]!).getAllByRole('option').map((o) => o.textContent)).toEqual([...SKILLMATCH_MORE_ROLES]);
    await user.selectOptions(current, 'Teacher');
    expect(loadAnswers().currentRole).toBe('Teacher');
  });

  it('shows step 1 for an unknown step', async () => {
    renderApp('/skillmatch/questionnaire/banana');
    expect(await screen.findByText('1 OF 5')).toBeInTheDocument();
  });
});

describe('skills (steps 2, 3 and 5)', () => {
  it('adds suggestions lower-cased, once, and marks them selected; typed skills by Enter or +, trimmed and de-duplicated', async () => {
    seed(step1);
    const { user } = renderApp('/skillmatch/questionnaire/2');
    expect(await screen.findByText('2 OF 5')).toBeInTheDocument();
    const figma = screen.getByRole('button', { name: 'Figma' });
    await user.click(figma);
    expect(figma).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('list', { name: 'Your hard skills' });
    expect(within(list).getByText('figma')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Add another hard skill' });
    await user.type(input, '  FIGMA {Enter}');
    expect(input).toHaveValue('');
    await user.type(input, '   {Enter}');
    await user.type(input, 'Kotlin');
    await user.click(screen.getByRole('button', { name: 'Add hard skill' }));
    expect(input).toHaveValue('');
    await user.type(input, 'Rust{Enter}');
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent)).toEqual(['figma', 'kotlin', 'rust']);
    expect(loadAnswers().hardSkills).toEqual([{ name: 'figma' }, { name: 'kotlin' }, { name: 'rust' }]);
  });

  it('hides the proficiency hint once a proficiency is chosen, and removes a skill with x', async () => {
    seed({ ...step1, hardSkills: [{ name: 'figma' }, { name: 'sql' }] });
    const { user } = renderApp('/skillmatch/questionnaire/2');
    expect(await screen.findAllByText('Specify level of proficiency')).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Proficiency in figma'), 'advanced');
    expect(screen.getAllByText('Specify level of proficiency')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove sql' }));
    expect(screen.queryByText('sql')).not.toBeInTheDocument();
    expect(loadAnswers().hardSkills).toEqual([{ name: 'figma', proficiency: 'advanced' }]);
  });

  it('after x, keyboard focus moves to the row that took its place, then the one before, then the add field', async () => {
    seed({ ...step1, hardSkills: [{ name: 'figma' }, { name: 'sql' }, { name: 'rust' }] });
    const { user } = renderApp('/skillmatch/questionnaire/2');
    await user.click(await screen.findByRole('button', { name: 'Remove sql' }));
    expect(screen.getByRole('button', { name: 'Remove rust' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove figma' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'Add another hard skill' })).toHaveFocus();
  });

  it('with 50 skills listed, says it takes no more and keeps what was typed', async () => {
    seed({ ...step1, hardSkills: Array.from({ length: 50 }, (_, i) => ({ name: `skill ${i + 1}` })) });
    const { user } = renderApp('/skillmatch/questionnaire/2');
    const input = await screen.findByRole('textbox', { name: 'Add another hard skill' });
    expect(screen.getByText('That is the most we take (50). Remove one to add another.')).toBeInTheDocument();
    await user.type(input, 'kotlin{Enter}');
    expect(input).toHaveValue('kotlin');
    expect(loadAnswers().hardSkills).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Remove skill 1' }));
    await user.click(screen.getByRole('button', { name: 'Add hard skill' }));
    expect(loadAnswers().hardSkills.at(-1)).toEqual({ name: 'kotlin' });
  });

  it('says a skill name stops at 80 characters when a longer one is pasted, instead of cutting it silently', async () => {
    seed(step1);
    const { user } = renderApp('/skillmatch/questionnaire/2');
    const input = await screen.findByRole('textbox', { name: 'Add another hard skill' });
    expect(screen.queryByText('A hard skill name can be at most 80 characters.')).not.toBeInTheDocument();
    await user.click(input);
    await user.paste('observability '.repeat(7));
    expect(input).toHaveValue('observability '.repeat(7).slice(0, 80));
    expect(screen.getByText('A hard skill name can be at most 80 characters.')).toBeInTheDocument();
  });

  it('has Prev and Next; Prev goes back one step', async () => {
    seed({ ...step1, allowedStep: 3 });
    const { user, router } = renderApp('/skillmatch/questionnaire/3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Top soft skills' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/2'));
  });

  it('step 4 waits for a desired role and level before Next, saying which is missing', async () => {
    // As when a career page's 'Analyze skill match' prefilled the role.
    seed({ ...step1, desiredRole: 'Paralegal', allowedStep: 4 });
    const { user, router } = renderApp('/skillmatch/questionnaire/4');
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription('Still to choose: Level.');
    await user.selectOptions(screen.getByLabelText('Level'), 'senior');
    expect(next).toBeEnabled();
    await user.click(next);
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/5'));
  });

  it('step 5 has a title and no description', async () => {
    seed({ ...step1, desiredRole: 'Product Manager', desiredLevel: 'senior', allowedStep: 5 });
    renderApp('/skillmatch/questionnaire/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Do you have any of these related skills?' })).toBeInTheDocument();
    expect(document.querySelector('.page-lead')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });
});

describe('step guard', () => {
  it('sends a later step back to the highest allowed step, replacing history', async () => {
    const { router } = renderApp('/skillmatch/questionnaire/4');
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/1'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lets the user reach what they unlocked, and keeps answers across a reload', async () => {
    seed({ ...step1, allowedStep: 3, hardSkills: [{ name: 'figma', proficiency: 'daily' as never }] });
    const first = renderApp('/skillmatch/questionnaire/result');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/skillmatch/questionnaire/3'));
    first.unmount();
    const again = renderApp('/skillmatch/questionnaire/1');
    expect(await screen.findByLabelText('Current role')).toHaveValue('UX Designer');
    again.unmount();
  });
});

describe('Back to Skill match', () => {
  it('asks first; Continue stays, Exit goes to /skillmatch and forgets the answers', async () => {
    seed(step1);
    const { user, router } = renderApp('/skillmatch/questionnaire/2');
    await user.click(await screen.findByRole('button', { name: 'Back to Skill match' }));
    expect(await screen.findByText('Are you sure you want to exit?')).toBeInTheDocument();
    expect(screen.getByText('Your progress in this assessment will be lost, but you can always start again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(router.state.location.pathname).toBe('/skillmatch/questionnaire/2');
    await user.click(screen.getByRole('button', { name: 'Back to Skill match' }));
    await user.click(await screen.findByRole('button', { name: 'Exit' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/skillmatch'));
    expect(loadAnswers()).toEqual(emptyAnswers());
  });
});
