// Typical day (D29): the calendar title of every catalogue task is a whole phrase from the task. Before, titles were
// cut at the first comma, which in O*NET task sentences is mostly a list comma ("Comply with federal", "Receive").
import { defaultCatalogue } from '@waypoint/skillmatch';
import { describe, expect, it } from 'vitest';
import { taskTitle } from '../../src/services/coaching/task-title';
import { typicalDay } from '../../src/services/coaching/typical-day';

// Every task of the catalogue, not only the five a day shows: a rule that breaks on any task shows up here.
const taskBlocks = defaultCatalogue.occupations.flatMap((occupation) => occupation.tasks.map((task) => ({ code: occupation.code, title: taskTitle(task), task })));

describe('typical day task titles', () => {
  it('are what the day shows, with the whole task as its detail', () => {
    const paralegal = defaultCatalogue.occupations.find((o) => o.code === '23-2011.00')!;
    const [first] = typicalDay(paralegal, defaultCatalogue).blocks.filter((b) => b.kind === 'task');
    expect(first).toMatchObject({ title: taskTitle(paralegal.tasks[0]!), detail: paralegal.tasks[0] });
    expect(taskBlocks.length).toBeGreaterThan(300);
  });

  it('are the start of the task (less asides in brackets), at least a verb and its object, ending on a whole word', () => {
    for (const { code, title, task } of taskBlocks) {
      const plain = task.replace(/\s*\([^)]*\)/g, '');
      expect(plain.startsWith(title), `${code}: ${title}`).toBe(true);
      expect(plain.charAt(title.length), `${code}: ${title}`).toMatch(/^[\s,.;:]?$/);
      expect(title.split(' ').length, `${code}: ${title}`).toBeGreaterThanOrEqual(2);
      expect(title, code).not.toMatch(/[,;:]$|\b(?:and|or|of|to|for|with|the|a|an)$/i);
    }
  });

  it('never stop inside a list: no title is followed by a short list item and another comma or "and"/"or"', () => {
    for (const { code, title, task } of taskBlocks) {
      const rest = task.replace(/\s*\([^)]*\)/g, '').slice(title.length);
      expect(rest, `${code}: "${title}" cut before a list item`).not.toMatch(/^, (?!and |or |to |[a-z]+ing )[\w'-]+(?: [\w'-]+)?(?:,| and | or )/);
    }
  });

  it('keep a preposition "to" that belongs to the object and cut a "to" of purpose', () => {
    expect(taskTitle('Test changes to database applications or systems.')).toBe('Test changes to database applications or systems');
    expect(taskTitle('Meet with clients and other professionals to discuss details of case.')).toBe('Meet with clients and other professionals');
  });

  it('shorten a long first clause to a complete phrase, not a cut-off list', () => {
    const title = taskTitle('Establish or maintain cooperative relationships with representatives of community, consumer, employee, or public interest groups.');
    expect(title).toBe('Establish or maintain cooperative relationships with representatives');
  });
});

describe('typical day practice link', () => {
  const scenarioOf = (code: string) => typicalDay(defaultCatalogue.occupations.find((o) => o.code === code)!, defaultCatalogue).practiceScenarioId;

  it("fits the job: a retail salesperson calms an unhappy customer (it was a client's feature deadline), a nurse hands over", () => {
    expect(scenarioOf('41-2031.00')).toBe('conflict-unhappy-customer');
    expect(scenarioOf('29-1141.00')).toBe('teamwork-handover');
  });
});
