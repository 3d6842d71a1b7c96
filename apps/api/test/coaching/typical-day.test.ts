// Typical day (D29): the calendar title of every catalogue task is a whole phrase from the task. Before, titles were
// cut at the first comma, which in O*NET task sentences is mostly a list comma ("Comply with federal", "Receive").
import { defaultCatalogue } from '@waypoint/skillmatch';
import { describe, expect, it } from 'vitest';
import { taskPhase, type TaskPhase } from '../../src/services/coaching/task-phase';
import { taskTitle } from '../../src/services/coaching/task-title';
import { typicalDay } from '../../src/services/coaching/typical-day';

const dayOf = (code: string) => typicalDay(defaultCatalogue.occupations.find((o) => o.code === code)!, defaultCatalogue);

// Every task of the catalogue, not only the five a day shows: a rule that breaks on any task shows up here.
const taskBlocks = defaultCatalogue.occupations.flatMap((occupation) => occupation.tasks.map((task) => ({ code: occupation.code, title: taskTitle(task), task })));
/** The verbs catalogue tasks start with: after a comma, one of them starts the task's next clause, not a list item. */
const taskVerbs = new Set(defaultCatalogue.occupations.flatMap((occupation) => occupation.tasks.map((task) => task.split(' ')[0]!.toLowerCase())));

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
      const next = /^, (?:and |or )?([a-z]+) /.exec(rest)?.[1];
      if (next && taskVerbs.has(next)) continue;
      // ", if necessary," and ", as required," are asides, not list items.
      expect(rest, `${code}: "${title}" cut before a list item`).not.toMatch(/^, (?!and |or |to |if |as |[a-z]+ing )[\w'-]+(?: [\w'-]+)?(?:,| and | or )/);
    }
  });

  it('do not end on a word that needs what follows it ("prior", "due", "simple", "compatible")', () => {
    expect(taskTitle('Inspect vehicles and check gas, oil, and water levels prior to departure.')).toBe(
      'Inspect vehicles and check gas, oil, and water levels prior to departure',
    );
    expect(taskTitle('Issue receipts, refunds, credits, or change due to customers.')).toBe('Issue receipts, refunds, credits, or change due to customers');
    expect(taskTitle('Prepare or assist in preparing simple to complex tax returns for individuals or small businesses.')).toBe(
      'Prepare or assist in preparing simple to complex tax returns',
    );
    expect(taskTitle("Generate lists of properties that are compatible with buyers' needs and financial resources.")).toBe('Generate lists of properties');
    // It ended "and the need".
    expect(taskTitle('Consider such factors as ensemble size and abilities, availability of scores, and the need for musical variety, to select music to be performed.')).toBe(
      'Consider such factors as ensemble size and abilities, availability of scores, and the need for musical variety',
    );
  });

  it('keep the "of" a noun needs ("Monitor the use" of what?), or stop before that noun', () => {
    expect(taskTitle('Monitor the use of diagnostic services, inpatient beds, facilities, and staff to ensure effective use of resources.')).toBe(
      'Monitor the use of diagnostic services, inpatient beds, facilities, and staff',
    );
    expect(taskTitle('Counsel clients about the deaths of their pets or about euthanasia decisions for their pets.')).toBe('Counsel clients');
    expect(taskTitle('Care for individuals or families during periods of incapacitation, family disruption, or convalescence.')).toBe(
      'Care for individuals or families',
    );
    // A verb and a bare noun say little: with its "of" when that still nearly fits (it was "Evaluate effects", "Prepare
    // reports"), but not cut before another "of" ("... and payment").
    expect(taskTitle('Evaluate effects of drugs, gases, pesticides, parasites, and microorganisms at various levels.')).toBe(
      'Evaluate effects of drugs, gases, pesticides, parasites, and microorganisms',
    );
    expect(taskTitle('Prepare reports of activities, evaluations, recommendations, or decisions.')).toBe(
      'Prepare reports of activities, evaluations, recommendations, or decisions',
    );
    expect(
      taskTitle('Direct collection of monthly assessments, rental fees, and deposits and payment of insurance premiums, mortgage, taxes, and incurred operating expenses.'),
    ).toBe('Direct collection');
    // A noun that reads whole on its own keeps its cut where its "of" runs long.
    expect(taskTitle('Take pictures of individuals, families, and small groups, either in studios or on location.')).toBe('Take pictures');
  });

  it('stop where the next clause starts with its own verb, which no list item does', () => {
    // Each was the whole task, up to 156 characters, on a calendar block.
    expect(taskTitle('Receive, store, and inventory pharmaceutical supplies or medications, check for out-of-date medications, and notify pharmacist when inventory levels are low.')).toBe(
      'Receive, store, and inventory pharmaceutical supplies or medications',
    );
    expect(taskTitle('Receive and store incoming supplies, verify quantities against invoices, check for outdated medications in current inventory, and inform supervisors of stock needs and shortages.')).toBe(
      'Receive and store incoming supplies',
    );
    // A list is still no clause: 'check' is a noun here, and a list of verbs has no object before its comma.
    expect(taskTitle('Accept cash, check, or credit card payments from customers.')).toBe('Accept cash, check, or credit card payments from customers');
    expect(taskTitle('Monitor, note, report, and investigate suspicious persons and situations.')).toBe('Monitor, note, report, and investigate suspicious persons and situations');
  });

  it('stop before a condition: "if necessary", "as required", "as appropriate"', () => {
    // A lifeguard's title was the whole 146-character task, a teacher's ran on into the laws that require it.
    expect(taskTitle('Examine injured persons and administer first aid or cardiopulmonary resuscitation, if necessary, using training and medical supplies and equipment.')).toBe(
      'Examine injured persons and administer first aid or cardiopulmonary resuscitation',
    );
    expect(taskTitle('Maintain accurate and complete student records as required by laws, district policies, and administrative regulations.')).toBe(
      'Maintain accurate and complete student records',
    );
  });

  it('stop before examples, not somewhere inside them', () => {
    const task = 'Assist passengers, such as elderly or individuals with disabilities, on and off bus, ensure they are seated properly.';
    expect(taskTitle(task)).toBe('Assist passengers');
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

describe('typical day hours', () => {
  const span = (code: string) => {
    const { blocks } = dayOf(code);
    return `${blocks[0]!.start}-${blocks.at(-1)!.end}`;
  };

  it('follow the kind of work: a nurse works a shift with a handover, an electrician starts on site, a teacher keeps the school day', () => {
    const nurse = dayOf('29-1141.00');
    expect(span('29-1141.00')).toBe('07:00-15:15');
    expect(nurse.blocks[0]!.title).toBe('Start of shift: handover');
    expect(nurse.schedule).toMatch(/shifts, including early, late, night and weekend shifts/);
    expect(dayOf('41-2031.00').schedule).toBe(nurse.schedule);
    expect(dayOf('43-4051.00').schedule).toBe(nurse.schedule);

    const electrician = dayOf('47-2111.00');
    expect(span('47-2111.00')).toBe('07:00-15:30');
    expect(electrician.blocks[0]!.title).toBe('Site briefing');

    // A teaching assistant keeps the same day as the teacher (it was office hours, "flexible or hybrid").
    for (const code of ['25-2021.00', '25-9042.00']) {
      expect(span(code), code).toBe('08:00-16:30');
      expect(dayOf(code).blocks.at(-1)!.title, code).toBe('After lessons');
    }
  });

  it('run on appointments in practices and salons: a dentist, a family doctor, a vet and a hairdresser hand nothing over', () => {
    for (const code of ['29-1021.00', '29-1215.00', '29-1131.00', '39-5012.00']) {
      const day = dayOf(code);
      expect(span(code), code).toBe('08:30-17:00');
      expect(day.blocks[0]!.title, code).toBe('Before the first appointment');
      expect(day.schedule, code).toMatch(/^The day runs on booked appointments/);
    }
    // So do an optometrist, a speech therapist, a dietitian, a nurse practitioner and a psychiatrist, though O*NET files
    // them beside hospital staff, and a massage therapist, a barber, a nail technician and a beauty therapist.
    for (const code of ['29-1041.00', '29-1127.00', '29-1031.00', '29-1171.00', '29-1223.00', '31-9011.00', '39-5011.00', '39-5092.00', '39-5094.00']) {
      expect(dayOf(code).blocks[0]!.title, code).toBe('Before the first appointment');
    }
    // And the specialists seen in clinics: an orthodontist, a podiatrist, an art therapist, an audiologist, a
    // dermatologist, a prosthetist and a genetic counsellor; an anaesthetist and a radiologist work the hospital's shifts.
    for (const code of ['29-1023.00', '29-1081.00', '29-1129.01', '29-1181.00', '29-1213.00', '29-2091.00', '29-9092.00']) {
      expect(dayOf(code).blocks[0]!.title, code).toBe('Before the first appointment');
    }
    for (const code of ['29-1211.00', '29-1224.00']) expect(dayOf(code).blocks[0]!.title, code).toBe('Start of shift: handover');
    // A paramedic and a pharmacy technician still work shifts.
    for (const code of ['29-2043.00', '29-2052.00']) expect(dayOf(code).blocks[0]!.title, code).toBe('Start of shift: handover');
  });

  it('follow the work where it is neither office nor shift: a mail carrier works a route, a nanny hands the children back, an actor ends after the show, a tour guide follows the season, a farmer starts at first light, a photographer follows the bookings, an athlete trains by day', () => {
    const carrier = dayOf('43-5052.00');
    expect(span('43-5052.00')).toBe('06:30-15:00');
    expect([carrier.blocks[0]!.title, carrier.blocks.at(-1)!.title]).toEqual(['At the depot', 'Back at the depot']);
    // A courier's and a light truck driver's deliveries run the same way; a long-haul (heavy) truck driver still works
    // shifts.
    for (const code of ['43-5021.00', '53-3033.00']) expect(dayOf(code).schedule, code).toBe(carrier.schedule);
    expect(dayOf('53-3032.00').blocks[0]!.title).toBe('Start of shift: handover');

    for (const code of ['39-9011.00', '39-9011.01']) {
      expect(span(code), code).toBe('07:30-17:30');
      expect(dayOf(code).blocks.at(-1)!.title, code).toBe('Hand the children back');
    }

    // Actors, dancers, musicians, and the choreographers and conductors who rehearse them.
    for (const code of ['27-2011.00', '27-2031.00', '27-2042.00', '27-2032.00', '27-2041.00']) {
      expect(span(code), code).toBe('12:00-21:30');
      expect(dayOf(code).blocks.at(-1)!.title, code).toBe('After the performance');
    }

    expect(dayOf('39-7011.00').schedule).toMatch(/^The work follows the bookings and the season/);
    expect(dayOf('39-7011.00').blocks[0]!.title).toBe('Before the first tour');

    expect(span('11-9013.00')).toBe('06:00-17:00');
    expect(dayOf('11-9013.00').schedule).toMatch(/^The day starts at first light/);

    // Athletes, coaches and referees train by day; they were given office hours and 'Read messages'.
    for (const code of ['27-2021.00', '27-2022.00', '27-2023.00']) {
      expect(span(code), code).toBe('08:00-17:00');
      expect([dayOf(code).blocks[0]!.title, dayOf(code).blocks.at(-1)!.title], code).toEqual(['Before training', 'After training']);
      expect(dayOf(code).schedule, code).toMatch(/evenings and at weekends/);
    }

    // Photographers, estate agents, tutors, instructors, dressmakers and make-up artists work when their clients are free.
    for (const code of ['27-4021.00', '41-9022.00', '25-3041.00', '25-3021.00', '51-6052.00', '39-5091.00']) {
      expect(span(code), code).toBe('10:00-19:00');
      expect(dayOf(code).schedule, code).toMatch(/evenings and at weekends/);
    }
  });

  it('are shifts for restaurant and hotel managers, hotel front desks, porters and concierges, croupiers, animal caretakers, ushers, miners, florists, broadcasters, emergency call handlers and dispatchers, and on site for construction managers, roofers and surveyors', () => {
    for (const code of ['11-9051.00', '11-9081.00', '43-4081.00', '39-6011.00', '39-6012.00', '39-3011.00', '39-2021.00', '39-3031.00', '47-5044.00', '27-1023.00', '27-3011.00', '43-5031.00', '43-5032.00']) {
      expect(dayOf(code).blocks[0]!.title, code).toBe('Start of shift: handover');
    }
    for (const code of ['11-9021.00', '47-2181.00', '17-1022.00']) expect(dayOf(code).blocks[0]!.title, code).toBe('Site briefing');
  });

  it('are office hours for office work, said to vary by employer', () => {
    const developer = dayOf('15-1252.00');
    expect(span('15-1252.00')).toBe('09:00-17:00');
    expect(developer.schedule).toMatch(/^Hours vary by employer/);
  });

  it('run in order without gaps or overlaps, with one break and the five most important tasks, whatever the frame', () => {
    for (const occupation of defaultCatalogue.occupations) {
      const { blocks } = typicalDay(occupation, defaultCatalogue);
      for (const [i, block] of blocks.entries()) {
        expect(block.start < block.end, `${occupation.code} ${block.start}`).toBe(true);
        if (i > 0) expect(block.start, `${occupation.code} ${block.start}`).toBe(blocks[i - 1]!.end);
      }
      expect(blocks.filter((b) => b.kind === 'break'), occupation.code).toHaveLength(1);
      const shown = blocks.filter((b) => b.kind === 'task').map((b) => b.detail);
      expect(shown, occupation.code).toHaveLength(5);
      expect([...shown].sort(), occupation.code).toEqual(
        occupation.tasks.length >= 5 ? occupation.tasks.slice(0, 5).sort() : expect.arrayContaining(occupation.tasks),
      );
    }
  });
});

describe('typical day task order', () => {
  const tasksOf = (code: string) => dayOf(code).blocks.filter((b) => b.kind === 'task').map((b) => b.detail);
  const phaseRank = { start: 0, day: 1, end: 2 } as const;

  it("is the occupation's own work: a farmer's day on the farm, a software engineer's at the code", () => {
    // O*NET merges farms with fish hatcheries and plant nurseries; the catalogue shows it as a Farmer, whose day is
    // spent on the farm: a hatchery's spawning and fry rearing were three of its first tasks.
    const farmWork = dayOf('11-9013.00').blocks.filter((b) => b.kind === 'task').map((b) => b.detail);
    expect(farmWork).toHaveLength(5);
    expect(farmWork.filter((task) => /\b(?:fish|hatcher|nurser)/i.test(task))).toEqual([]);
    expect(farmWork).toContain('Position and regulate plant irrigation systems, and program environmental and irrigation control computers.');
    // Political Scientists is shown as a Policy Analyst, whose day started by teaching political science.
    expect(tasksOf('19-3094.00').filter((task) => /political science|committees/i.test(task))).toEqual([]);
    // Where O*NET rates no task (its list is alphabetical), the catalogue leads with the work itself: a Software
    // Engineer's day held analysis, meetings and an installation, and no development.
    const developerWork = dayOf('15-1252.00').blocks.filter((b) => b.kind === 'task').map((b) => b.title);
    expect(developerWork.slice(0, 2)).toEqual(['Design, develop and modify software systems', 'Modify existing software']);
  });

  it('tells the tasks that open or close a day by their words', () => {
    const phases: Record<TaskPhase, string[]> = {
      start: [
        'Sort mail for delivery, arranging it in delivery sequence.',
        'Inspect vehicles and check gas, oil, and water levels prior to departure.',
        'Check vehicles to ensure that mechanical, safety, and emergency equipment is in good working order.',
        'Read work orders or receive instructions from supervisors or homeowners to determine work requirements.',
        'Prepare materials and classrooms for class activities.',
        'Plan study of work problems and procedures.',
      ],
      end: [
        'Return to the post office with mail collected from homes, businesses, and public mailboxes.',
        'Compile and balance cash receipts at the end of the day or shift.',
        'Keep records of customer interactions or transactions.',
        'Prepare detailed reports on audit findings.',
        'Write reports on clients and maintain required paperwork.',
        'Record treatment information in patient records.',
      ],
      day: [
        'Deliver mail to residences and business establishments along specified routes.',
        'Prepare budgets, bids, or contracts.',
        'Inspect project sites to monitor progress and ensure conformance to design specifications.',
        'Clean building floors by sweeping, mopping, scrubbing, or vacuuming.',
        'Receive payment and record receipts for services.',
        'Document, design, code, or test Geographic Information Systems (GIS) models.',
        "Prepare charts, graphs, or other visual displays to communicate clients' performance information.",
      ],
    };
    for (const [phase, tasks] of Object.entries(phases)) {
      for (const task of tasks) expect(taskPhase(task), task).toBe(phase);
    }
  });

  it("follows the day's course: the mail carrier sorts first and returns to the post office last", () => {
    const carrier = tasksOf('43-5052.00');
    expect(carrier[0]).toMatch(/^Sort mail/);
    expect(carrier.at(-1)).toMatch(/^Return to the post office/);
    expect(carrier.findIndex((t) => t.startsWith('Deliver mail'))).toBeLessThan(carrier.length - 1);
    // A bar balances its receipts at the end of the shift, not mid-morning.
    expect(tasksOf('35-1012.00').at(-1)).toMatch(/at the end of the day or shift/);
    // A bus driver checks the vehicle before driving it.
    expect(tasksOf('53-3052.00')[0]).toMatch(/prior to departure/);
  });

  it('keeps importance order among the work of the day itself, in every occupation of the catalogue', () => {
    for (const occupation of defaultCatalogue.occupations) {
      const shown = tasksOf(occupation.code);
      const ranks = shown.map((task) => phaseRank[taskPhase(task)]);
      expect(ranks, occupation.code).toEqual([...ranks].sort((a, b) => a - b));
      const dayWork = shown.filter((task) => taskPhase(task) === 'day');
      const inImportanceOrder = [...new Set(dayWork)].sort((a, b) => occupation.tasks.indexOf(a) - occupation.tasks.indexOf(b));
      expect([...new Set(dayWork)], occupation.code).toEqual(inImportanceOrder);
    }
  });

  it('fills the free slots with its most important work of the day when an occupation lists fewer than five tasks', () => {
    const base = defaultCatalogue.occupations.find((o) => o.code === '43-5052.00')!;
    const short = { ...base, tasks: ['Return to the post office with mail collected from homes.', 'Deliver mail along specified routes.'] };
    const shown = typicalDay(short, defaultCatalogue)
      .blocks.filter((b) => b.kind === 'task')
      .map((b) => b.detail);
    expect(shown).toEqual([...Array<string>(4).fill('Deliver mail along specified routes.'), 'Return to the post office with mail collected from homes.']);
  });
});
