// Whose ratings an unrated occupation borrows: the nearest code unless another is clearly more alike.
import { describe, expect, it } from 'vitest';
import { chooseDonors, type DonorProfile } from '../donor';

const profile = (code: string, text: string, technology: string[] = [], jobZone: number | null = 4): DonorProfile => ({
  code,
  text,
  technology: new Set(technology),
  jobZone,
});

const logisticians = profile('13-1081.00', 'Logisticians. Analyze and coordinate the logistical functions of a firm: supply chain, transportation of goods, freight, warehouse inventory and distribution.', ['sap']);
const itProjectManagers = profile('15-1299.09', 'Information Technology Project Managers. Plan, initiate and manage projects: project schedules, budgets, staffing, stakeholders and project status reports.', ['microsoft-project', 'jira']);
const programmers = profile('15-1251.00', 'Computer Programmers. Write, test and maintain software code and programs.', ['python']);
const nurses = profile('29-1141.00', 'Registered Nurses. Assess patient health, administer medications and care for patients.', [], 3);

describe('chooseDonors', () => {
  it('passes over the nearest code when another occupation is clearly more alike', () => {
    const projectSpecialists = profile('13-1082.00', 'Project Management Specialists. Project Manager. Coordinate the project schedule, timeline, budget and staffing of projects; report project status to stakeholders.', ['microsoft-project', 'jira']);
    expect(chooseDonors([projectSpecialists], [logisticians, itProjectManagers, nurses]).get('13-1082.00')).toBe('15-1299.09');
  });

  it('keeps the nearest code when nothing is clearly more alike', () => {
    const developers = profile('15-1252.00', 'Software Developers. Design and develop software; write and test code.', ['python']);
    expect(chooseDonors([developers], [programmers, itProjectManagers, nurses]).get('15-1252.00')).toBe('15-1251.00');
  });

  it('always keeps a specialty of the same SOC occupation', () => {
    const webDevelopers = profile('15-1254.00', 'Web Developers. Develop and design websites and web applications; web pages, web servers, web code.', ['javascript', 'figma']);
    const gameDesigners = profile('15-1255.01', 'Video Game Designers. Design core features of video games; game play, story and characters.', ['unity']);
    const interfaceDesigners = profile('15-1255.00', 'Web and Digital Interface Designers. Design digital user interfaces or websites; web layouts, web navigation.', ['javascript', 'figma']);
    expect(chooseDonors([interfaceDesigners], [webDevelopers, gameDesigners]).get('15-1255.00')).toBe('15-1255.01');
  });

  it('borrows from no one when no code is near and nothing is alike', () => {
    const infantry = profile('55-3016.00', 'Infantry. Operate weapons and equipment in ground combat.', [], 2);
    expect(chooseDonors([infantry], [programmers, nurses]).has('55-3016.00')).toBe(false);
  });
});
