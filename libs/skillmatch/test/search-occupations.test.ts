import { describe, expect, it } from 'vitest';
import { defaultCatalogue, searchOccupations } from '../src/index';
import { testCatalogue } from './test-catalogue';

describe('searchOccupations', () => {
  it('ranks an exact title above partial and alternate-title matches', () => {
    const hits = searchOccupations(testCatalogue, 'test developers');
    expect(hits.map((h) => h.code)).toEqual(['15-0001.00', '15-0004.00']);
    // Exact (100) plus the +5 an occupation's own title earns over alternate titles.
    expect(hits[0]).toMatchObject({ matched: 'Test Developers', score: 105 });
  });

  it('finds occupations through alternate titles and aliases', () => {
    expect(searchOccupations(testCatalogue, 'pixel')[0]).toMatchObject({ code: '27-0003.00', matched: 'Pixel Pusher' });
    // A role name, like the title, earns +5 over alternate titles.
    expect(searchOccupations(testCatalogue, 'software tester')[0]).toMatchObject({ code: '15-0001.00', score: 105 });
    expect(searchOccupations(testCatalogue, '   ')).toEqual([]);
  });

  it('finds a UX designer in the default catalogue', () => {
    expect(searchOccupations(defaultCatalogue, 'ux designer')[0]?.code).toBe('15-1255.00');
  });

  it('puts the occupation a name belongs to before those that merely list it as an alternate title', () => {
    // 'Project Manager' is also an alternate title of Engineering and IT managers, which sort before it by name.
    const hits = searchOccupations(defaultCatalogue, 'project manager');
    expect(hits[0]).toMatchObject({ code: '13-1082.00', title: 'Project Manager' });
    expect(hits.slice(1).every((h) => h.score <= 100)).toBe(true);
  });

  it('reads a common abbreviation as its words too, but puts the name as typed first', () => {
    const [first, ...others] = testCatalogue.occupations;
    const catalogue = { ...testCatalogue, occupations: [{ ...first!, alternateTitles: ['Quality Assurance Tester'] }, ...others] };
    expect(searchOccupations(catalogue, 'QA')[0]).toMatchObject({ code: first!.code, matched: 'Quality Assurance Tester', score: 80 });
    // 'UX' is also 'user experience design', which Software Tester lists among its alternate titles on O*NET; the role
    // named UX Designer is what someone typing 'UX' looks for.
    expect(searchOccupations(defaultCatalogue, 'UX')[0]).toMatchObject({ title: 'UX Designer', matched: 'UX Designer' });
  });

  it('ranks whole words above parts of words, and ignores two letters inside a word', () => {
    const hits = searchOccupations(defaultCatalogue, 'AI', 50);
    const firstPart = hits.findIndex((h) => !/\bAI\b/.test(h.matched));
    expect(firstPart).toBeGreaterThan(0);
    expect(hits.slice(0, firstPart).every((h) => h.score === 80)).toBe(true);
    // Then 'Ai' at the start of a word: an occupation's own title ('Airline Pilots...', 70 + 5) before an alternate
    // title ('Airport Electrician', 70).
    expect(hits.slice(firstPart).every((h) => !/\bAI\b/.test(h.matched) && h.score < 80)).toBe(true);
    expect(hits.find((h) => h.matched.startsWith('Airline Pilots'))?.score).toBe(75);
    expect(hits.find((h) => h.matched === 'Airport Electrician')?.score).toBe(70);
    // 'ux' inside 'Auxiliary' or 'Luxury' is chance, not a match.
    expect(searchOccupations(defaultCatalogue, 'ux').every((h) => /^ux\b/i.test(h.matched))).toBe(true);
  });

  it("finds a query inside a word only at the word's start or as the end of a compound, not in a word that merely holds its letters", () => {
    const titles = (query: string) => searchOccupations(defaultCatalogue, query, 50).map((h) => h.title);
    // 'porter' in 'Reporters', 'actor' in 'Tractor Operators' and 'Chiropractor Assistant' are chance; a hotel porter,
    // a kitchen porter and a hospital porter are porters (the one shown by that name first).
    expect(titles('porter')).toEqual(['Hospital Porter', 'Baggage Handler', 'Dishwasher']);
    expect(titles('actor')).toEqual(['Actor']);
    // 'Book', 'house' and 'grounds' are words of their own: 'keeper' ends each compound.
    expect(titles('keeper')).toEqual(expect.arrayContaining(['Bookkeeper', 'Housekeeper', 'Landscaper']));
    // Only where the rest is a word too: 'new' is a word, but 'sreader' is none ('SRE' found a Newsreader).
    expect(titles('sre')).not.toContain('Broadcaster');
    expect(titles('SRE')[0]).toBe('Software Engineer');
    // A word still being typed: 'engin' starts 'Engineers' in 'Airline Pilots, Copilots, and Flight Engineers'.
    expect(searchOccupations(defaultCatalogue, 'engin', 50).find((h) => h.title === 'Airline Pilot')?.matched).toBe('Airline Pilots, Copilots, and Flight Engineers');
  });

  it('finds the job a career stage is a step of, its terms are those of or a head of a function manages, when the name as typed finds nothing', () => {
    const first = (typed: string) => searchOccupations(defaultCatalogue, typed)[0]?.title;
    // Each found nothing.
    const typed = ['Trainee accountant', 'junior developer', 'electrician apprentice', 'apprentice electrician', 'student nurse', 'trainee teacher', 'graduate civil engineer'];
    expect(typed.map(first)).toEqual(['Accountant', 'Software Engineer', 'Electrician', 'Electrician', 'Registered Nurse', 'High School Teacher', 'Civil Engineer']);
    // So do the terms a job is done on.
    const onTerms = ['Freelance photographer', 'part-time cleaner', 'experienced welder', 'self-employed plumber', 'locum pharmacist', 'agency nurse'];
    expect(onTerms.map(first)).toEqual(['Photographer', 'Janitor', 'Welder', 'Plumber', 'Pharmacist', 'Registered Nurse']);
    expect(searchOccupations(defaultCatalogue, 'part time')).toEqual([]);
    // A head of a function is its manager: 'head of HR' found a Chef ('Head Cooks') and 'head of marketing' a Market
    // Research Analyst first.
    const heads = ['head of HR', 'head of marketing', 'head of sales', 'Head of IT', 'director of finance', 'VP of sales', 'head of engineering'];
    expect(heads.map(first)).toEqual(['Human Resources Manager', 'Marketing Manager', 'Sales Manager', 'IT Manager', 'Financial Manager', 'Sales Manager', 'Engineering Manager']);
    expect(first('head of product')).toBe('Product Manager');
    expect(first('head of year')).toBe('High School Teacher');
    // A stage that is part of a name is kept ('Head Teacher', 'Chief Executive'), and a stage alone is no job.
    expect(first('head teacher')).toBe('Head Teacher');
    expect(searchOccupations(defaultCatalogue, 'senior')).toEqual([]);
  });

  it('tries a plural that finds nothing in the singular: role names are singular', () => {
    expect(searchOccupations(defaultCatalogue, 'doctors')[0]).toMatchObject({ title: 'Family Doctor', matched: 'Doctor' });
    expect(searchOccupations(defaultCatalogue, 'Sales assistants')[0]).toMatchObject({ title: 'Retail Salesperson', matched: 'Sales Assistant' });
    expect(searchOccupations(defaultCatalogue, 'vets')[0]?.title).toBe('Veterinarian');
  });

  it('finds the role of a field searched for by itself, first, and the roles named after the field after it', () => {
    const titles = (typed: string) => searchOccupations(defaultCatalogue, typed).map((h) => h.title);
    // 'Nursing' found Nursing Assistants and no Registered Nurse; 'accountancy' a Business Lecturer and no Accountant.
    expect(titles('nursing')[0]).toBe('Registered Nurse');
    expect(titles('nursing')).toContain('Nursing Assistant');
    expect(titles('Accountancy')[0]).toBe('Accountant');
    expect(titles('law')[0]).toBe('Lawyer');
    expect(titles('plumbing')[0]).toBe('Plumber');
    // A field of two words names its role by its last: each found another role first, or nothing ('web development',
    // 'data science', 'occupational therapy', 'quantity surveying'); 'civil engineering' an Engineering Manager.
    const fields = ['social work', 'civil engineering', 'web development', 'data science', 'occupational therapy', 'quantity surveying', 'personal training', 'primary teaching'];
    expect(fields.map((field) => titles(field)[0])).toEqual([
      'Social Worker',
      'Civil Engineer',
      'Web Developer',
      'Data Scientist',
      'Occupational Therapist',
      'Cost Estimator',
      'Fitness Trainer',
      'Elementary School Teacher',
    ]);
    // Writing and driving alone are a writer's and a driver's, of any kind: 'writing' found an Underwriter first,
    // 'driving' only a driving instructor (a Self-Enrichment Teacher).
    expect(titles('writing').slice(0, 3)).toEqual(['Content Writer', 'Creative Writer', 'Technical Writer']);
    expect(titles('driving').slice(0, 4).every((title) => /Driver|Courier/.test(title))).toBe(true);
    // Alone such a last word names no one role: 'engineering' is still the Engineering Manager's own name first.
    expect(titles('engineering')[0]).toBe('Engineering Manager');
    // A word still being typed is only what it is: 'nurs' is no field.
    expect(searchOccupations(defaultCatalogue, 'nurs').find((h) => h.title === 'Registered Nurse')?.score).toBeLessThan(100);
  });

  it('finds the names people type for jobs that found another job or none', () => {
    const first = (typed: string) => searchOccupations(defaultCatalogue, typed)[0]?.title;
    // [typed, the role found first, what it found before (nothing where none is said)].
    const names: [typed: string, found: string, before?: string][] = [
      ['surgeon', 'Orthopedic Surgeon', 'Tree Surgeon'],
      ['office manager', 'Office Manager', "a hotel's Front Office Manager"],
      ['PA', 'Executive Assistant', 'Park Ranger'],
      ['caretaker', 'Janitor', 'Animal Caretaker'],
      ['painter and decorator', 'House Painter', 'Artist'],
      ['UX researcher', 'UX Designer', 'Medical Scientist'],
      ['consultant', 'Management Analyst', 'Geologist'],
      ['IT technician', 'IT Support Specialist', 'Architectural Technician'],
      ['steward', 'Flight Attendant', "a kitchen's Dishwasher"],
      ['binman', 'Refuse Collector'],
      ['postie', 'Mail Carrier'],
      ['EV technician', 'Auto Mechanic', 'Ambulance Driver'],
      ['copywriter', 'Content Writer'],
      ['copywriting', 'Content Writer'],
      ['mediator', 'Mediator'],
      ['financial controller', 'Financial Manager'],
      ['FE lecturer', 'Vocational Lecturer', 'Business Lecturer'],
      ['electric vehicle technician', 'Auto Mechanic', 'Ambulance Driver'],
      ['HCA', 'Nursing Assistant'],
      // 'UI' is too short to search by; O*NET lists 'Laborer' under tree trimmers too.
      ['UI designer', 'UX Designer', 'Fashion Designer'],
      ['UI/UX designer', 'UX Designer', 'Fashion Designer'],
      ['QA tester', 'Software Tester', 'Auto Mechanic'],
      ['tester', 'Software Tester', 'Auto Mechanic'],
      ['network engineer', 'Network Architect', 'Software Engineer'],
      ['site manager', 'Construction Manager', 'Property Manager'],
      ['labourer', 'Construction Worker', 'Tree Surgeon'],
      ['laborer', 'Construction Worker', 'Tree Surgeon'],
      ['builder', 'Construction Worker', 'Furniture Maker'],
      ['retail assistant', 'Retail Salesperson'],
      ['founder', 'Operations Manager'],
      ['dinner lady', 'School Cook'],
      ['hospitality', 'Hotel Manager'],
      ['call centre', 'Customer Service Representative', 'Telemarketer'],
      ['contact centre', 'Customer Service Representative'],
      ['food writer', 'Journalist'],
      ['hospitality assistant', 'Restaurant Server'],
      // A plural before the job's word is what the work is on: O*NET's game developer.
      ['games developer', 'Video Game Designer'],
      ['games designer', 'Video Game Designer'],
      // The office and tech jobs people move into, as adverts name them.
      ['front end developer', 'Web Developer', 'UX Designer'],
      ['cloud engineer', 'Systems Architect', 'Network Support Specialist'],
      ['data engineer', 'Database Architect', 'Data Scientist'],
      ['BI developer', 'Business Intelligence Analyst', 'Software Engineer'],
      ['programme manager', 'Project Manager', 'Engineering Manager'],
      ['digital marketer', 'SEO Specialist'],
      ['ecommerce manager', 'Sales Manager'],
      ['communications manager', 'Public Relations Manager', 'Advertising Manager'],
      ['comms officer', 'Public Relations Specialist'],
      ['UX writer', 'Technical Writer'],
      ['content designer', 'Technical Writer'],
      ['service designer', 'UX Designer'],
      ['e-learning developer', 'Instructional Designer'],
      ['legal counsel', 'Lawyer'],
      ['data protection officer', 'Compliance Officer', 'Customs Officer'],
      ['estates manager', 'Facilities Manager'],
      ['sustainability manager', 'Sustainability Specialist'],
      // Teaching, care and hospitality by British adverts' names.
      ['care assistant', 'Personal Care Aide', 'Social Work Assistant'],
      ['nursery nurse', 'Childcare Worker', 'Farmer'],
      ['supply teacher', 'High School Teacher'],
      ['maths teacher', 'High School Teacher'],
      ['TEFL teacher', 'High School Teacher'],
      ['planning officer', 'Urban Planner'],
      ['pot washer', 'Dishwasher'],
      ['pub landlord', 'Restaurant Manager'],
      ['sommelier', 'Restaurant Server', 'Barista'],
      // Health and care posts by their British names.
      ['practice manager', 'Health Services Manager'],
      ['ward manager', 'Health Services Manager'],
      ['care home manager', 'Health Services Manager', 'Home Health Aide'],
      ['mental health nurse', 'Registered Nurse', 'Environmental Scientist'],
      ['SLT', 'Speech Therapist'],
      ['dental receptionist', 'Receptionist'],
      ['kennel assistant', 'Animal Caretaker'],
      ['COO', 'Vice President (VP)', 'Cook'],
      ['A&E nurse', 'Registered Nurse', 'Licensed Practical Nurse'],
      ['emergency nurse', 'Registered Nurse'],
      // Trades and shop-floor jobs by British workers' names.
      ['sparky', 'Electrician'],
      ['brickie', 'Bricklayer'],
      ['gas fitter', 'HVAC Technician'],
      ['groundsman', 'Landscaper', 'Tree Surgeon'],
      ['greenkeeper', 'Landscaper'],
      ['street cleaner', 'Refuse Collector'],
      ['milkman', 'Delivery Driver'],
      ['courier driver', 'Delivery Driver'],
      ['crane driver', 'Crane Operator'],
      ['CNC operator', 'Machinist'],
      ['store supervisor', 'Retail Store Manager'],
      ['flooring fitter', 'Carpet Fitter'],
      ['kitchen fitter', 'Carpenter'],
      ['odd job man', 'Maintenance Technician'],
      // Jobs the catalogue did not hold: a food scientist, a clinical data manager (health informatics).
      // Tech titles in their short forms and newer names.
      ['ML engineer', 'Machine Learning Engineer'],
      ['prompt engineer', 'Machine Learning Engineer'],
      ['tech lead', 'Software Engineer'],
      ['blockchain developer', 'Software Engineer'],
      ['head of product', 'Product Manager'],
      ['motion designer', 'Animator'],
      // Care, schools and counselling.
      ['counsellor', 'Mental Health Counselor'],
      ['mental health counsellor', 'Mental Health Counselor'],
      ['CBT therapist', 'Mental Health Counselor'],
      ['careers adviser', 'Career Counselor'],
      ['learning mentor', 'Teaching Assistant'],
      ['au pair', 'Nanny'],
      ['bursar', 'Accountant'],
      ['care coordinator', 'Health Services Manager'],
      ['fraud analyst', 'Fraud Analyst'],
      ['AML analyst', 'Fraud Analyst'],
      ['fraud', 'Fraud Analyst'],
      ['payroll officer', 'Payroll Clerk'],
      ['court usher', 'Bailiff'],
      // Tech and business posts by adverts' names, each of which found nothing or the wrong job.
      ['delivery manager', 'Project Manager'],
      ['change manager', 'Management Analyst'],
      ['platform engineer', 'Software Engineer'],
      ['analytics engineer', 'Business Intelligence Analyst'],
      ['power BI developer', 'Business Intelligence Analyst'],
      ['chief of staff', 'Operations Manager'],
      ['technical account manager', 'Sales Engineer', 'Financial Advisor'],
      ['SDR', 'Sales Representative'],
      ['BDR', 'Sales Representative'],
      ['content strategist', 'Content Writer'],
      ['PPC', 'SEO Specialist'],
      ['dental nurse', 'Dental Assistant', 'Dental Hygienist'],
      // Public services and the jobs around them.
      ['fisherman', 'Fisherman'],
      ['fishing', 'Fisherman'],
      ['benefits adviser', 'Benefits Adviser'],
      ['parking attendant', 'Parking Attendant'],
      ['valet', 'Parking Attendant'],
      // Coordinators and assistants.
      ['operations coordinator', 'Operations Manager'],
      ['sales coordinator', 'Sales Manager'],
      ['operations assistant', 'Administrative Assistant'],
      ['school secretary', 'Administrative Assistant'],
      ['EA', 'Executive Assistant'],
      ['careers coach', 'Career Counselor'],
      ['training coordinator', 'Corporate Trainer'],
      ['learning support assistant', 'Teaching Assistant', 'Special Education Teacher'],
      ['social care worker', 'Personal Care Aide', 'a foster care Social Worker'],
      ['optical assistant', 'Optician'],
      ['restaurant host', 'Restaurant Host'],
      ['hostess', 'Restaurant Host'],
      ['maitre d', 'Restaurant Host'],
      ["maître d'", 'Restaurant Host'],
      ['caseworker', 'Social Worker'],
      ['work coach', 'Career Counselor'],
      ['job coach', 'Career Counselor'],
      ['employment adviser', 'Career Counselor'],
      ['invigilator', 'Teaching Assistant'],
      ['exam invigilator', 'Teaching Assistant'],
      ['exam proctor', 'Teaching Assistant'],
      ['fabricator', 'Metal Fabricator', 'Jeweller'],
      ['steel fabricator', 'Metal Fabricator'],
      // Support, recovery and policing.
      ['family support worker', 'Social Worker', 'Office Manager'],
      ['housing support worker', 'Social Work Assistant', 'Office Manager'],
      ['mental health support worker', 'Social Work Assistant'],
      ['drug and alcohol worker', 'Mental Health Counselor'],
      ['addiction counsellor', 'Mental Health Counselor'],
      ['police community support officer', 'Police Officer'],
      ['special constable', 'Police Officer'],
      ['prison guard', 'Correctional Officer'],
      ['car salesman', 'Retail Salesperson'],
      ['investigator', 'Private Investigator'],
      ['food scientist', 'Food Scientist'],
      ['food technologist', 'Food Scientist'],
      ['health informatics', 'Clinical Data Manager'],
      ['clinical data analyst', 'Clinical Data Manager'],
      // Each still finds the job it named.
      ['tree surgeon', 'Tree Surgeon'],
      ['tree trimmer', 'Tree Surgeon'],
      ['security guard', 'Security Guard'],
      ['property manager', 'Property Manager'],
      ['emergency communications officer', 'Emergency Call Handler'],
      ['cook', 'Cook'],
      ['nurse', 'Registered Nurse'],
    ];
    expect(names.map(([typed]) => [typed, first(typed)])).toEqual(names.map(([typed, found]) => [typed, found]));
  });

  it('puts a role shown by the name found before one found by another of its names', () => {
    const titles = (query: string) => searchOccupations(defaultCatalogue, query).map((h) => h.title);
    // The Business Intelligence Analyst (a 'BI Developer') and the Instructional Designer (an 'E-learning Developer')
    // came before the Web Developer, by the alphabet.
    const developers = titles('developer');
    expect(developers.indexOf('Web Developer')).toBeLessThan(developers.indexOf('Business Intelligence Analyst'));
    expect(developers.indexOf('Web Developer')).toBeLessThan(developers.indexOf('Instructional Designer'));
  });

  it('puts the roles Waypoint names before other occupations with the same score', () => {
    const catalogue = {
      ...testCatalogue,
      occupations: testCatalogue.occupations.map((o) => ({ ...o, alternateTitles: ['Automation Specialist'] })),
      roleAliases: [{ role: 'Web Tester', code: '15-0001.00' }],
    };
    const hits = searchOccupations(catalogue, 'automation');
    expect(hits.map((h) => h.score)).toEqual([80, 80, 80, 80]);
    // 'Web Tester' sorts last by name, but it is one of the roles Waypoint names.
    expect(hits.map((h) => h.title)).toEqual(['Web Tester', 'Test Analysts', 'Test Designers', 'Test Web Developers']);
  });

  it('finds a job written in other words when most of them match, below whole matches', () => {
    const hits = searchOccupations(defaultCatalogue, 'Retail sales associate');
    expect(hits[0]).toMatchObject({ title: 'Retail Salesperson' });
    expect(hits[0]!.score).toBeLessThan(20);
    // 'Store manager' is a shop's manager, though O*NET also lists it under General and Operations Managers.
    expect(searchOccupations(defaultCatalogue, 'store manager')[0]).toMatchObject({ code: '41-1011.00' });
    // One word of three is not enough to be a hit.
    expect(searchOccupations(defaultCatalogue, 'underwater basket weaver')).toEqual([]);
  });
});
