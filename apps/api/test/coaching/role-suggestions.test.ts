import { defaultCatalogue } from '@waypoint/skillmatch';
import { describe, expect, it } from 'vitest';
import { roleSuggestions } from '../../src/services/coaching/role-suggestions';

const suggest = (typed: string) => roleSuggestions(defaultCatalogue, typed);

describe('roles offered for a role the catalogue does not know by that name', () => {
  it("offers the roles a job's own words name, by more of the words first", () => {
    expect(suggest('Retail sales associate')).toEqual(['Retail Salesperson', 'Retail Store Manager', 'Cashier']);
    // Topped up from the field the whole text found (computing), not with an Architect of buildings.
    expect(suggest('Cloud architect')).toEqual(['Network Architect', 'Systems Architect', 'Database Architect']);
  });

  it('does not top up with jobs that share one word of an alternate title', () => {
    // 'learning' is in alternate titles of trainers and instructional designers; 'note' in 'Bank Note Designer';
    // 'machine' in the title of underground miners (loading machine operators), outside the field of what was meant;
    // 'taker' in 'Ticket Taker', an usher's name.
    expect(suggest('Machine Learning')).toEqual(['Machine Learning Engineer']);
    expect(suggest('Note taker')).toEqual([]);
  });

  it('does not top up with jobs in another field that share only the kind of post', () => {
    // O*NET names a customer service manager among office supervisors (the Office Manager); no other manager is offered.
    expect(suggest('Customer success manager')).toEqual(['Office Manager', 'Customer Service Representative']);
    // An office's administrative posts: its assistant, its manager, an executive's assistant (O*NET: 'Administrative
    // Office Assistant'), not the other managers.
    expect(suggest('Office admin')).toEqual(['Administrative Assistant', 'Office Manager', 'Executive Assistant']);
    // An O*NET title of travel agents; not topped up with the other agents.
    expect(suggest('Booking agent')).toEqual(['Travel Agent']);
  });

  it('reads a slip of the keys as the role it spells, and offers that role first', () => {
    // Nothing was offered for these: no word of them is one the catalogue uses.
    expect(suggest('Nurce')).toEqual(['Registered Nurse', 'Nurse Practitioner', 'Midwife']);
    // A forensic accountant is one of the Fraud Analyst's names.
    expect(suggest('Acountant')).toEqual(['Accountant', 'Fraud Analyst']);
    expect(suggest('dta anlyst')).toEqual(['Business Intelligence Analyst', 'Data Scientist', 'Clinical Data Manager']);
    // 'engineer' alone offered a Machine Learning and a Mechanical Engineer before the Software Engineer meant.
    expect(suggest('Sofware engineer')).toEqual(['Software Engineer', 'Web Developer', 'Machine Learning Engineer']);
    // The corrected words' roles come first, then those of the words as typed; a job title spelt right is no slip.
    expect(suggest('Registerd nurse')).toEqual(['Registered Nurse', 'Midwife', 'Nurse Practitioner']);
    expect(suggest('Miller')).toEqual([]);
  });
});
