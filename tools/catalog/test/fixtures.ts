// Small O*NET 29.3- and BLS-format releases written for the importer's tests: three occupations with made-up
// figures in the real files' layouts (tab-separated, the same file names and columns the importer reads), so the
// tests need no copy of the public data. The importer's run on the real release is `npm run catalog:import`.
// Run directly (`tsx tools/catalog/test/fixtures.ts <dir>`), it writes <dir>/onet and <dir>/bls.
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

type Table = string[][];

const TABLES: Record<'onet' | 'bls', Record<string, Table>> = {
  onet: {
    'Alternate Titles.txt': [
      ['O*NET-SOC Code', 'Title', 'Alternate Title', 'Short Title', 'Source(s)'],
      ['15-1252.00', 'Software Developers', 'Application Developer', '', '08'],
      ['15-1252.00', 'Software Developers', 'Software Engineer', '', '10'],
      ['15-1252.00', 'Software Developers', 'Software Development Engineer in Test', 'SDET', '08'],
      ['27-1024.00', 'Graphic Designers', 'Graphic Artist', '', '08'],
    ],
    'Interests.txt': [
      ['O*NET-SOC Code', 'Title', 'Element ID', 'Element Name', 'Scale ID', 'Scale Name', 'Data Value', 'Date', 'Domain Source'],
      ['15-1252.00', 'Software Developers', '1.B.1.a', 'Realistic', 'OI', 'Occupational Interests', '2.5', '11/2023', 'Machine Learning'],
      ['15-1252.00', 'Software Developers', '1.B.1.b', 'Investigative', 'OI', 'Occupational Interests', '6.8', '11/2023', 'Machine Learning'],
      ['15-1252.00', 'Software Developers', '1.B.1.c', 'Artistic', 'OI', 'Occupational Interests', '2.0', '11/2023', 'Machine Learning'],
      ['15-1252.00', 'Software Developers', '1.B.1.d', 'Social', 'OI', 'Occupational Interests', '1.5', '11/2023', 'Machine Learning'],
      ['15-1252.00', 'Software Developers', '1.B.1.e', 'Enterprising', 'OI', 'Occupational Interests', '1.9', '11/2023', 'Machine Learning'],
      ['15-1252.00', 'Software Developers', '1.B.1.f', 'Conventional', 'OI', 'Occupational Interests', '5.1', '11/2023', 'Machine Learning'],
      ['15-1252.00', 'Software Developers', '1.B.1.g', 'First Interest High-Point', 'IH', 'First Interest High-Point', '2.00', '11/2023', 'Machine Learning'],
    ],
    'Job Zones.txt': [
      ['O*NET-SOC Code', 'Title', 'Job Zone', 'Date', 'Domain Source'],
      ['15-1251.00', 'Computer Programmers', '4', '08/2023', 'Analyst'],
      ['15-1252.00', 'Software Developers', '4', '08/2023', 'Analyst'],
      ['27-1024.00', 'Graphic Designers', '3', '08/2023', 'Analyst'],
    ],
    'Knowledge.txt': [
      ['O*NET-SOC Code', 'Title', 'Element ID', 'Element Name', 'Scale ID', 'Scale Name', 'Data Value', 'N', 'Standard Error', 'Lower CI Bound', 'Upper CI Bound', 'Recommend Suppress', 'Not Relevant', 'Date', 'Domain Source'],
      ['15-1251.00', 'Computer Programmers', '2.C.3.a', 'Computers and Electronics', 'IM', 'Importance', '4.60', '20', '0.1', '4.4', '4.8', 'N', '', '08/2023', 'Incumbent'],
      ['15-1251.00', 'Computer Programmers', '2.C.3.a', 'Computers and Electronics', 'LV', 'Level', '5.80', '20', '0.1', '5.6', '6.0', 'N', 'N', '08/2023', 'Incumbent'],
      ['15-1251.00', 'Computer Programmers', '2.C.4.a', 'Mathematics', 'IM', 'Importance', '3.40', '20', '0.1', '3.2', '3.6', 'N', '', '08/2023', 'Incumbent'],
      ['15-1251.00', 'Computer Programmers', '2.C.4.a', 'Mathematics', 'LV', 'Level', '4.00', '20', '0.1', '3.8', '4.2', 'N', 'N', '08/2023', 'Incumbent'],
    ],
    'Occupation Data.txt': [
      ['O*NET-SOC Code', 'Title', 'Description'],
      ['15-1251.00', 'Computer Programmers', 'Create, modify, and test code.'],
      ['15-1252.00', 'Software Developers', 'Research, design, and develop software.'],
      ['27-1024.00', 'Graphic Designers', 'Design or create graphics.'],
    ],
    'Sample of Reported Titles.txt': [
      ['O*NET-SOC Code', 'Title', 'Reported Job Title', 'Shown in My Next Move'],
      ['15-1252.00', 'Software Developers', 'Applications Developer', 'N'],
      ['15-1252.00', 'Software Developers', 'software engineer', 'Y'],
      ['15-1252.00', 'Software Developers', 'Developer', 'Y'],
    ],
    'Skills.txt': [
      ['O*NET-SOC Code', 'Title', 'Element ID', 'Element Name', 'Scale ID', 'Scale Name', 'Data Value', 'N', 'Standard Error', 'Lower CI Bound', 'Upper CI Bound', 'Recommend Suppress', 'Not Relevant', 'Date', 'Domain Source'],
      ['15-1251.00', 'Computer Programmers', '2.B.3.e', 'Programming', 'IM', 'Importance', '4.75', '8', '0.1', '4.5', '5.0', 'N', '', '08/2023', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '2.B.3.e', 'Programming', 'LV', 'Level', '5.12', '8', '0.1', '4.9', '5.3', 'N', 'N', '08/2023', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '2.A.2.a', 'Critical Thinking', 'IM', 'Importance', '3.88', '8', '0.1', '3.6', '4.1', 'N', '', '08/2023', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '2.A.2.a', 'Critical Thinking', 'LV', 'Level', '4.12', '8', '0.1', '3.9', '4.3', 'N', 'N', '08/2023', 'Analyst'],
      // The skill Mathematics beside the knowledge area of the same name (Knowledge.txt): less important, higher level.
      ['15-1251.00', 'Computer Programmers', '2.A.1.e', 'Mathematics', 'IM', 'Importance', '3.10', '8', '0.1', '2.9', '3.3', 'N', '', '08/2023', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '2.A.1.e', 'Mathematics', 'LV', 'Level', '4.50', '8', '0.1', '4.3', '4.7', 'N', 'N', '08/2023', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '2.B.3.l', 'Repairing', 'IM', 'Importance', '1.00', '8', '0.0', '1.0', '1.0', 'N', '', '08/2023', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '2.B.3.l', 'Repairing', 'LV', 'Level', '0.50', '8', '0.0', '0.0', '1.0', 'N', 'Y', '08/2023', 'Analyst'],
      ['27-1024.00', 'Graphic Designers', '2.A.2.a', 'Critical Thinking', 'IM', 'Importance', '3.50', '8', '0.1', '3.3', '3.7', 'N', '', '08/2023', 'Analyst'],
      ['27-1024.00', 'Graphic Designers', '2.A.2.a', 'Critical Thinking', 'LV', 'Level', '3.62', '8', '0.1', '3.4', '3.8', 'N', 'N', '08/2023', 'Analyst'],
      ['27-1024.00', 'Graphic Designers', '2.B.1.d', 'Negotiation', 'IM', 'Importance', '2.10', '8', '0.9', '0.5', '3.7', 'Y', '', '08/2023', 'Analyst'],
      ['27-1024.00', 'Graphic Designers', '2.B.1.d', 'Negotiation', 'LV', 'Level', '2.00', '8', '0.9', '0.5', '3.5', 'Y', 'N', '08/2023', 'Analyst'],
    ],
    'Task Statements.txt': [
      ['O*NET-SOC Code', 'Title', 'Task ID', 'Task', 'Task Type', 'Incumbents Responding', 'Date', 'Domain Source'],
      ['15-1252.00', 'Software Developers', '1', 'Maintain legacy scripts.', 'Supplemental', '', '08/2023', 'Analyst'],
      ['15-1252.00', 'Software Developers', '2', 'Design and develop software systems.', 'Core', '', '08/2023', 'Analyst'],
      ['15-1252.00', 'Software Developers', '3', 'Test software to check that it works.', 'Core', '', '08/2023', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '4', 'Write and test code.', 'Core', '', '08/2023', 'Analyst'],
    ],
    'Technology Skills.txt': [
      ['O*NET-SOC Code', 'Title', 'Example', 'Commodity Code', 'Commodity Title', 'Hot Technology', 'In Demand'],
      ['15-1251.00', 'Computer Programmers', 'Python', '43232403', 'Development environment software', 'Y', 'Y'],
      ['15-1251.00', 'Computer Programmers', 'Acme Widget Studio', '43232403', 'Development environment software', 'Y', 'N'],
      ['15-1252.00', 'Software Developers', 'Python', '43232403', 'Development environment software', 'Y', 'Y'],
      ['15-1252.00', 'Software Developers', 'Docker', '43233004', 'Operating system software', 'Y', 'Y'],
      ['15-1252.00', 'Software Developers', 'Obscure Compiler 9', '43232403', 'Development environment software', 'N', 'N'],
      ['27-1024.00', 'Graphic Designers', 'Adobe Photoshop', '43232102', 'Graphics or photo imaging software', 'Y', 'N'],
    ],
    'Work Styles.txt': [
      ['O*NET-SOC Code', 'Title', 'Element ID', 'Element Name', 'Scale ID', 'Scale Name', 'Data Value', 'N', 'Standard Error', 'Lower CI Bound', 'Upper CI Bound', 'Recommend Suppress', 'Date', 'Domain Source'],
      ['15-1251.00', 'Computer Programmers', '1.C.5.b', 'Attention to Detail', 'IM', 'Importance', '5.00', '20', '0.0', '5.0', '5.0', 'N', '08/2023', 'Incumbent'],
      ['15-1251.00', 'Computer Programmers', '1.C.7.a', 'Innovation', 'IM', 'Importance', '3.00', '20', '0.1', '2.8', '3.2', 'N', '08/2023', 'Incumbent'],
    ],
    'Work Values.txt': [
      ['O*NET-SOC Code', 'Title', 'Element ID', 'Element Name', 'Scale ID', 'Scale Name', 'Data Value', 'Date', 'Domain Source'],
      ['15-1251.00', 'Computer Programmers', '1.B.2.a', 'Achievement', 'EX', 'Extent', '6.0', '06/2008', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '1.B.2.b', 'Working Conditions', 'EX', 'Extent', '5.4', '06/2008', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '1.B.2.c', 'Recognition', 'EX', 'Extent', '4.0', '06/2008', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '1.B.2.d', 'Relationships', 'EX', 'Extent', '4.5', '06/2008', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '1.B.2.e', 'Support', 'EX', 'Extent', '3.5', '06/2008', 'Analyst'],
      ['15-1251.00', 'Computer Programmers', '1.B.2.f', 'Independence', 'EX', 'Extent', '6.2', '06/2008', 'Analyst'],
    ],
  },
  bls: {
    'ep_2024-34_table_1.2.tsv': [
      ['2024 National Employment Matrix title', '2024 National Employment Matrix code', 'Occupation type', 'Employment, 2024', 'Employment, 2034', 'Employment distribution, percent, 2024', 'Employment distribution, percent, 2034', 'Employment change, numeric, 2024\u201334', 'Employment change, percent, 2024\u201334', 'Percent self employed, 2024', 'Occupational openings, 2024\u201334 annual average', 'Median annual wage, dollars, 2024[1]', 'Typical education needed for entry'],
      ['Computer occupations', '15-1200', 'Summary', '5000', '5500', '3', '3', '500', '10.0', '1', '300', '105000', '\u2014'],
      ['Computer programmers', '15-1251', 'Line item', '121.2', '113.5', '0.1', '0.1', '-7.7', '-6.4', '4.5', '5.5', '98670', "Bachelor's degree"],
      ['Software developers', '15-1252', 'Line item', '1693.8', '1961.1', '1.0', '1.1', '267.3', '15.8', '4.5', '115.2', '133080', "Bachelor's degree"],
      // No line for graphic designers: their broad group's outlook stands in.
      ['Designers', '27-1020', 'Summary', '900', '920', '0.5', '0.5', '20', '2.2', '20', '80', '62000', '\u2014'],
    ],
    'national_M2024_dl.tsv': [
      ['AREA', 'AREA_TITLE', 'OCC_CODE', 'OCC_TITLE', 'O_GROUP', 'H_PCT10', 'H_MEDIAN', 'H_PCT90', 'A_PCT10', 'A_PCT25', 'A_MEDIAN', 'A_PCT75', 'A_PCT90'],
      ['99', 'U.S.', '15-1200', 'Computer Occupations', 'minor', '24.04', '50.48', '86.54', '50000', '70000', '105000', '140000', '180000'],
      ['99', 'U.S.', '15-1251', 'Computer Programmers', 'detailed', '25.44', '47.44', '79.33', '52,910', '70,000', '98,670', '130,000', '165,000'],
      ['99', 'U.S.', '15-1252', 'Software Developers', 'detailed', '38.39', '63.98', '#', '79850', '100000', '133080', '170000', '#'],
      // Listed with hourly wages only ('*' for annual ones), as OEWS lists actors and musicians; their group's pay is
      // other jobs'.
      ['99', 'U.S.', '27-1024', 'Graphic Designers', 'detailed', '14', '23.33', '#', '*', '*', '*', '*', '*'],
      ['99', 'U.S.', '27-1020', 'Designers', 'broad', '16.83', '28.85', '52.88', '35000', '45000', '60000', '80000', '110000'],
    ],
  },
};

/** Writes the fixture releases under `dir`; returns the O*NET and BLS folders. */
export async function writeFixtures(dir: string): Promise<{ onet: string; bls: string }> {
  const folders = { onet: join(dir, 'onet'), bls: join(dir, 'bls') };
  for (const kind of ['onet', 'bls'] as const) {
    await mkdir(folders[kind], { recursive: true });
    for (const [name, rows] of Object.entries(TABLES[kind])) {
      await writeFile(join(folders[kind], name), rows.map((row) => row.join('\t')).join('\n') + '\n');
    }
  }
  return folders;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: tsx tools/catalog/test/fixtures.ts <dir>');
    process.exit(2);
  }
  await writeFixtures(dir);
}
