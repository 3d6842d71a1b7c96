// The spec's role options and trending roles mapped onto O*NET-SOC occupations. Where O*NET has no occupation of
// that exact name we chose the closest one and say why.
import type { RoleAlias } from '@waypoint/domain';

export const ROLE_ALIASES: readonly RoleAlias[] = [
  { role: 'Software Engineer', code: '15-1252.00' },
  { role: 'UX Designer', code: '15-1255.00' },
  // O*NET files 'Product Manager' under Marketing Managers, which is already the Marketing Manager option; IT
  // Project Managers is the closest distinct occupation for a digital product manager.
  { role: 'Product Manager', code: '15-1299.09' },
  { role: 'Data Scientist', code: '15-2051.00' },
  { role: 'Marketing Manager', code: '11-2021.00' },
  { role: 'Graphic Designer', code: '27-1024.00' },
  { role: 'Content Writer', code: '27-3043.00' },
  // Vice presidents are top executives in SOC; O*NET lists VP titles under Chief Executives.
  { role: 'Vice President (VP)', code: '11-1011.00' },
  { role: 'Video Game Designer', code: '15-1255.01' },
  { role: 'Cybersecurity Analyst', code: '15-1212.00' },
  // O*NET lists 'Machine Learning Engineer' under Computer and Information Research Scientists.
  { role: 'Machine Learning Engineer', code: '15-1221.00' },
  { role: 'IT Support Specialist', code: '15-1232.00' },
  // The names people give the jobs many career changers come from (O*NET titles are plural and long): the first
  // alias of a code is the name shown for it, the others are also understood when typed.
  { role: 'High School Teacher', code: '25-2031.00' },
  { role: 'Teacher', code: '25-2031.00' },
  { role: 'Instructional Designer', code: '25-9031.00' },
  { role: 'Registered Nurse', code: '29-1141.00' },
  { role: 'Nurse', code: '29-1141.00' },
  { role: 'Accountant', code: '13-2011.00' },
  { role: 'Project Manager', code: '13-1082.00' },
  { role: 'Sales Representative', code: '41-4012.00' },
  { role: 'Administrative Assistant', code: '43-6014.00' },
  { role: 'Lawyer', code: '23-1011.00' },
  { role: 'Social Worker', code: '21-1021.00' },
  { role: 'Electrician', code: '47-2111.00' },
];

export const TRENDING_CODES: readonly string[] = ['15-1252.00', '15-2051.00', '15-1255.01', '15-1212.00', '15-1221.00', '15-1232.00'];

/** SOC 2018 major groups: the 'industry' shown for an occupation. */
export const SOC_MAJOR_GROUPS: Readonly<Record<string, string>> = {
  '11': 'Management',
  '13': 'Business and Financial Operations',
  '15': 'Computer and Mathematical',
  '17': 'Architecture and Engineering',
  '19': 'Life, Physical, and Social Science',
  '21': 'Community and Social Service',
  '23': 'Legal',
  '25': 'Educational Instruction and Library',
  '27': 'Arts, Design, Entertainment, Sports, and Media',
  '29': 'Healthcare Practitioners and Technical',
  '31': 'Healthcare Support',
  '33': 'Protective Service',
  '35': 'Food Preparation and Serving Related',
  '37': 'Building and Grounds Cleaning and Maintenance',
  '39': 'Personal Care and Service',
  '41': 'Sales and Related',
  '43': 'Office and Administrative Support',
  '45': 'Farming, Fishing, and Forestry',
  '47': 'Construction and Extraction',
  '49': 'Installation, Maintenance, and Repair',
  '51': 'Production',
  '53': 'Transportation and Material Moving',
  '55': 'Military Specific',
};

export const industryForCode = (code: string): string => SOC_MAJOR_GROUPS[code.slice(0, 2)] ?? 'Other';
