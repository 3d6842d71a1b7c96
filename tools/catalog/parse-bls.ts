// BLS Employment Projections 2024-34 (table 1.2) and OEWS May 2024 national wages, keyed by 7-character SOC code.
import { join } from 'node:path';
import { col, exists, readTsv } from './read-tsv';

export interface BlsFigures {
  salary?: { low: number; median: number; high: number; currency: 'USD'; source: string; year: number };
  growth?: { percent: number; period: string; source: string };
  /** Median annual wage from the projections table, used when OEWS has no row. */
  projectionMedianWage?: number;
}

export const OEWS_SOURCE = 'BLS Occupational Employment and Wage Statistics, May 2024 (national, 10th-90th percentile)';
export const PROJECTIONS_SOURCE = 'BLS Employment Projections 2024-34';
/** OEWS prints '#' for wages at or above its top code ($239,200 a year in May 2024). */
export const OEWS_TOP_CODED_ANNUAL = 239_200;

export const PROJECTIONS_FILE = 'ep_2024-34_table_1.2.tsv';
export const OEWS_FILE = 'national_M2024_dl.tsv';

function wage(cell: string): number | undefined {
  if (cell === '#') return OEWS_TOP_CODED_ANNUAL;
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
      if (!/^\d{2}-\d{4}$/.test(soc) || col(row, 'Occupation type') === 'Summary') continue;
      const percent = Number(col(row, 'Employment change, percent, 2024–34', 'Employment change, percent, 2024-34'));
      const median = wage(col(row, 'Median annual wage, dollars, 2024[1]', 'Median annual wage, dollars, 2024'));
      const figures = entry(soc);
      if (Number.isFinite(percent)) figures.growth = { percent, period: '2024-2034', source: PROJECTIONS_SOURCE };
      if (median !== undefined) figures.projectionMedianWage = median;
    }
  }
  const oews = join(dir, OEWS_FILE);
  if (await exists(oews)) {
    for await (const row of readTsv(oews)) {
      const soc = col(row, 'OCC_CODE');
      if (!/^\d{2}-\d{4}$/.test(soc) || col(row, 'O_GROUP') !== 'detailed') continue;
      const low = wage(col(row, 'A_PCT10'));
      const median = wage(col(row, 'A_MEDIAN'));
      const high = wage(col(row, 'A_PCT90'));
      if (low === undefined || median === undefined || high === undefined) continue;
      entry(soc).salary = { low, median, high, currency: 'USD', source: OEWS_SOURCE, year: 2024 };
    }
  }
  return out;
}
