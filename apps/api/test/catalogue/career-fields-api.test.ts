// Browsing the catalogue by field of work: GET /api/careers/fields and /api/careers/fields/{id}.
import { defaultCatalogue } from '@waypoint/skillmatch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../accounts/helpers';
import { buildTestApp, type TestApp } from '../helpers/build-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const get = (url: string) => call(t.app, { method: 'GET', url });

describe('careers by field', () => {
  it('lists every field the catalogue has occupations in, by name, with how many', async () => {
    const res = await get('/api/careers/fields');
    expect(res.statusCode).toBe(200);
    const { fields, catalogue_source } = res.json() as { fields: { id: string; name: string; count: number }[]; catalogue_source: string };
    expect(catalogue_source).toMatch(/O\*NET/);
    const names = fields.map((f) => f.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(fields.reduce((sum, f) => sum + f.count, 0)).toBe(defaultCatalogue.occupations.length);
    const computing = defaultCatalogue.occupations.filter((o) => o.code.startsWith('15-')).length;
    expect(fields).toContainEqual({ id: '15', name: 'Computer and Mathematical', count: computing });
  });

  it("lists one field's occupations by role name, with the O*NET title, median pay and outlook", async () => {
    const res = await get('/api/careers/fields/15');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { id: string; name: string; occupations: { code: string; role: string; title: string; medianPay: number | null; medianHourlyPay: number | null; growthPercent: number | null }[] };
    expect(body).toMatchObject({ id: '15', name: 'Computer and Mathematical' });
    expect(body.occupations.every((o) => o.code.startsWith('15-'))).toBe(true);
    const roles = body.occupations.map((o) => o.role);
    expect(roles).toEqual([...roles].sort((a, b) => a.localeCompare(b)));
    const swe = defaultCatalogue.occupations.find((o) => o.code === '15-1252.00')!;
    expect(body.occupations).toContainEqual({
      code: '15-1252.00',
      role: 'Software Engineer',
      title: 'Software Developers',
      medianPay: swe.salary!.median,
      medianHourlyPay: null,
      growthPercent: swe.growth!.percent,
    });
  });

  it('gives the median hourly wage instead where BLS publishes no annual pay for the work (actors)', async () => {
    const body = (await get('/api/careers/fields/27')).json() as { occupations: { code: string; medianPay: number | null; medianHourlyPay: number | null }[] };
    expect(body.occupations.find((o) => o.code === '27-2011.00')).toMatchObject({ medianPay: null, medianHourlyPay: 23.33 });
  });

  it('says a field with no occupations is not found, and a malformed one what a field looks like', async () => {
    // SOC 55, military occupations: O*NET rates none of them.
    const none = await get('/api/careers/fields/55');
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ code: 'FIELD_NOT_FOUND', detail: 'We have no occupations in the field "55".' });
    const bad = await get('/api/careers/fields/it');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toContain('A field is the two-digit start of an occupation code, like 15.');
  });
});
