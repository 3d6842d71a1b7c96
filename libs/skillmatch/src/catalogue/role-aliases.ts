// The spec's role options and the roles of its sample trending table mapped onto O*NET-SOC occupations. Where O*NET
// has no occupation of that exact name we chose the closest one and say why.
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
  // Every other occupation of the default catalogue by the singular name people use for the job, so related roles,
  // search results and recommendations read 'Paralegal', not 'Paralegals and Legal Assistants'.
  { role: 'Operations Manager', code: '11-1021.00' },
  { role: 'Advertising Manager', code: '11-2011.00' },
  { role: 'Public Relations Manager', code: '11-2032.00' },
  { role: 'IT Manager', code: '11-3021.00' },
  { role: 'Financial Manager', code: '11-3031.00' },
  { role: 'Human Resources Manager', code: '11-3121.00' },
  { role: 'HR Manager', code: '11-3121.00' },
  { role: 'Engineering Manager', code: '11-9041.00' },
  { role: 'Health Services Manager', code: '11-9111.00' },
  { role: 'Healthcare Administrator', code: '11-9111.00' },
  { role: 'Human Resources Specialist', code: '13-1071.00' },
  { role: 'HR Specialist', code: '13-1071.00' },
  { role: 'Management Analyst', code: '13-1111.00' },
  { role: 'Management Consultant', code: '13-1111.00' },
  { role: 'Corporate Trainer', code: '13-1151.00' },
  { role: 'Training and Development Specialist', code: '13-1151.00' },
  { role: 'Market Research Analyst', code: '13-1161.00' },
  { role: 'Financial Analyst', code: '13-2051.00' },
  { role: 'Systems Analyst', code: '15-1211.00' },
  { role: 'Network Support Specialist', code: '15-1231.00' },
  { role: 'Network Architect', code: '15-1241.00' },
  { role: 'Database Administrator', code: '15-1242.00' },
  { role: 'Database Architect', code: '15-1243.00' },
  { role: 'Systems Administrator', code: '15-1244.00' },
  { role: 'Computer Programmer', code: '15-1251.00' },
  { role: 'Software Tester', code: '15-1253.00' },
  { role: 'QA Engineer', code: '15-1253.00' },
  { role: 'Web Developer', code: '15-1254.00' },
  { role: 'Systems Architect', code: '15-1299.08' },
  { role: 'Operations Research Analyst', code: '15-2031.00' },
  { role: 'Statistician', code: '15-2041.00' },
  { role: 'Business Intelligence Analyst', code: '15-2051.01' },
  // 'Data Analyst' is an O*NET 29.3 alternate title of eleven occupations, four of them ours. Business Intelligence
  // Analysts list it from three sources (02, 08, 10) and describe the job people mean: query data repositories,
  // generate reports, find patterns and trends (our ratings: data analysis, visualisation, SQL, Power BI, Tableau).
  // Data Scientists list it from one source (08) and ask for machine learning, deep learning, C++ and Java;
  // Statisticians (03, 08, 10) are Job Zone 5; Database Architects (08) design databases. No occupation of ours
  // reports it in 'Sample of Reported Titles' (only Survey Researchers do). Without this alias the first occupation
  // listing the title won: Data Scientists here, Financial Quantitative Analysts in a full import.
  { role: 'Data Analyst', code: '15-2051.01' },
  { role: 'Paralegal', code: '23-2011.00' },
  { role: 'Elementary School Teacher', code: '25-2021.00' },
  { role: 'Primary School Teacher', code: '25-2021.00' },
  { role: 'Animator', code: '27-1014.00' },
  { role: 'Industrial Designer', code: '27-1021.00' },
  { role: 'Public Relations Specialist', code: '27-3031.00' },
  { role: 'PR Specialist', code: '27-3031.00' },
  { role: 'Editor', code: '27-3041.00' },
  { role: 'Technical Writer', code: '27-3042.00' },
  { role: 'Retail Store Manager', code: '41-1011.00' },
  // O*NET lists 'Store Manager' under General and Operations Managers too; people who say it run a shop.
  { role: 'Store Manager', code: '41-1011.00' },
  { role: 'Retail Salesperson', code: '41-2031.00' },
  { role: 'Sales Associate', code: '41-2031.00' },
  { role: 'Bookkeeper', code: '43-3031.00' },
  { role: 'Customer Service Representative', code: '43-4051.00' },
];

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
