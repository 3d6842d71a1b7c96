// BLS Employment Projections 2024-34 (table 1.2) and OEWS May 2024 national wages, keyed by 7-character SOC code:
// detailed occupations, and the broad groups above them (SOC 'XX-XXX0'), because BLS publishes some occupations only as
// part of a group (teaching assistants: OEWS 25-9045 and the broad 25-9040, while O*NET rates 25-9042).
import { join } from 'node:path';
import { OEWS_TOP_CODED_ANNUAL, OEWS_TOP_CODED_HOURLY } from '@waypoint/domain';
import { col, exists, readTsv } from './read-tsv';

type Salary = { low: number; median: number; high: number; currency: 'USD'; source: string; year: number };
type Growth = { percent: number; period: string; source: string };

export interface BlsFigures {
  /** The BLS name of the occupation or group (OEWS's where it has one). */
  title?: string;
  salary?: Salary;
  /**
   * OEWS lists the occupation but publishes no annual wages for it, only hourly ones (actors, musicians: few work a
   * full year), so its group's annual pay, mostly other jobs' (producers and directors for actors), is no stand-in.
   */
  noAnnualWages?: boolean;
  /** The hourly wages OEWS does publish for such an occupation. */
  hourlyPay?: Salary;
  growth?: Growth;
  /** Median annual wage from the projections table, used when OEWS has no row. */
  projectionMedianWage?: number;
}

export const OEWS_SOURCE = 'BLS Occupational Employment and Wage Statistics, May 2024 (national, 10th-90th percentile)';
export const OEWS_HOURLY_SOURCE = 'BLS Occupational Employment and Wage Statistics, May 2024 (national hourly wages, 10th-90th percentile)';
// OEWS prints '#' for wages at or above its top code: the catalogue keeps the top code, which @waypoint/domain shows as
// that figure or more.
export { OEWS_TOP_CODED_ANNUAL, OEWS_TOP_CODED_HOURLY };
export const PROJECTIONS_SOURCE = 'BLS Employment Projections 2024-34';

export const PROJECTIONS_FILE = 'ep_2024-34_table_1.2.tsv';
export const OEWS_FILE = 'national_M2024_dl.tsv';

function wage(cell: string, topCoded = OEWS_TOP_CODED_ANNUAL): number | undefined {
  if (cell === '#') return topCoded;
  const n = Number(cell.replace(/[,$\s]/g, ''));
  return cell !== '' && Number.isFinite(n) ? n : undefined;
}

export async function parseBls(dir: string): Promise<Map<string, BlsFigures>> {
  const out = new Map<string, BlsFigures>();
  const entry = (soc: string) => {
    let figures = out.get(soc);
    if (!figures) {
      figures = {};
      out.set(soc, figures);
    }
    return figures;
  };
  const projections = join(dir, PROJECTIONS_FILE);
  if (await exists(projections)) {
    for await (const row of readTsv(projections)) {
      const soc = col(row, '2024 National Employment Matrix code');
      if (!/^\d{2}-\d{4}$/.test(soc) || (col(row, 'Occupation type') === 'Summary' && !isBroadGroup(soc))) continue;
      const percent = Number(col(row, 'Employment change, percent, 2024–34', 'Employment change, percent, 2024-34'));
      const median = wage(col(row, 'Median annual wage, dollars, 2024[1]', 'Median annual wage, dollars, 2024'));
      const figures = entry(soc);
      figures.title ??= col(row, '2024 National Employment Matrix title');
      if (Number.isFinite(percent)) figures.growth = { percent, period: '2024-2034', source: PROJECTIONS_SOURCE };
      if (median !== undefined) figures.projectionMedianWage = median;
    }
  }
  const oews = join(dir, OEWS_FILE);
  if (await exists(oews)) {
    for await (const row of readTsv(oews)) {
      const soc = col(row, 'OCC_CODE');
      const group = col(row, 'O_GROUP');
      if (!/^\d{2}-\d{4}$/.test(soc) || !(group === 'detailed' || (group === 'broad' && isBroadGroup(soc)))) continue;
      const low = wage(col(row, 'A_PCT10'));
      const median = wage(col(row, 'A_MEDIAN'));
      const high = wage(col(row, 'A_PCT90'));
      if (low === undefined || median === undefined || high === undefined) {
        if (group !== 'detailed') continue;
        const figures = entry(soc);
        figures.noAnnualWages = true;
        const hourly = ['H_PCT10', 'H_MEDIAN', 'H_PCT90'].map((name) => wage(col(row, name), OEWS_TOP_CODED_HOURLY));
        if (hourly.every((n) => n !== undefined)) {
          const [hourlyLow, hourlyMedian, hourlyHigh] = hourly as [number, number, number];
          figures.hourlyPay = { low: hourlyLow, median: hourlyMedian, high: hourlyHigh, currency: 'USD', source: OEWS_HOURLY_SOURCE, year: 2024 };
        }
        continue;
      }
      const figures = entry(soc);
      figures.title = col(row, 'OCC_TITLE') || figures.title;
      figures.salary = { low, median, high, currency: 'USD', source: OEWS_SOURCE, year: 2024 };
    }
  }
  return out;
}

/** A SOC broad group ('25-9040'); minor groups end in '00' ('15-1200'), detailed occupations in 1-9. */
const isBroadGroup = (soc: string): boolean => /^\d{2}-\d{2}[1-9]0$/.test(soc);

/**
 * An O*NET occupation's pay and outlook: its own SOC code's figures, else, each on its own, its broad group's (the code
 * with its last digit 0), with the group named in the source so nobody reads a group's median as the occupation's. Not
 * the group's pay for an occupation OEWS lists without annual wages (`noAnnualWages`): that pay is other jobs'; its own
 * hourly wages instead, where OEWS has them.
 */
export function figuresFor(
  bls: ReadonlyMap<string, BlsFigures>,
  onetCode: string,
): { salary: Salary | null; hourlyPay: Salary | null; growth: Growth | null } {
  const own = bls.get(onetCode.slice(0, 7));
  const groupCode = `${onetCode.slice(0, 6)}0`;
  const group = bls.get(groupCode);
  const ofGroup = <T extends { source: string }>(figure: T | undefined): T | null =>
    figure ? { ...figure, source: `${figure.source}, for the group ${group?.title ?? groupCode} (${groupCode})` } : null;
  const salary = own?.salary ?? (own?.noAnnualWages ? null : ofGroup(group?.salary));
  return { salary, hourlyPay: salary ? null : (own?.hourlyPay ?? null), growth: own?.growth ?? ofGroup(group?.growth) };
}
