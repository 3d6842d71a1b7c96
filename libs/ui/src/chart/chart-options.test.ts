import { describe, expect, it } from 'vitest';
import { radarOption, ratingBarOption } from './chart-options';

describe('ratingBarOption', () => {
  it('puts every label on the category axis, top to bottom, on a 0..5 value axis', () => {
    const option = ratingBarOption({ labels: ['Clarity', 'Finance'], values: [4, 2.5] });
    expect(option.yAxis).toMatchObject({ type: 'category', data: ['Clarity', 'Finance'], inverse: true });
    // Long names wrap; the wrapped lines need their own line height or they overlap.
    expect(option.yAxis).toMatchObject({ axisLabel: { overflow: 'break', lineHeight: 16 } });
    expect(option.xAxis).toMatchObject({ type: 'value', min: 0, max: 5 });
    expect(option.series).toEqual([expect.objectContaining({ type: 'bar', data: [4, 2.5] })]);
  });

  it('wraps labels at 160 px, or at the width asked for (a phone leaves the bars more room)', () => {
    expect(ratingBarOption({ labels: ['A'], values: [1] }).yAxis).toMatchObject({ axisLabel: { width: 160 } });
    expect(ratingBarOption({ labels: ['A'], values: [1], labelWidth: 104 }).yAxis).toMatchObject({ axisLabel: { width: 104 } });
  });

  it('clamps values into the axis and rejects mismatched input', () => {
    const option = ratingBarOption({ labels: ['A', 'B'], values: [7, -1], max: 5 });
    expect((option.series as Array<{ data: number[] }>)[0]?.data).toEqual([5, 0]);
    expect(() => ratingBarOption({ labels: ['A'], values: [1, 2] })).toThrow(/1 labels but 2 values/);
  });
});

describe('radarOption', () => {
  it('builds one indicator per label and one data entry per series, with a legend only for several series', () => {
    const single = radarOption({ labels: ['Openness', 'Resilience', 'Creativity'], series: [{ name: 'You', values: [4, 3, 5] }] });
    expect(single.radar).toMatchObject({ indicator: [{ name: 'Openness', max: 5, min: 0 }, { name: 'Resilience', max: 5, min: 0 }, { name: 'Creativity', max: 5, min: 0 }] });
    expect(single.legend).toBeUndefined();
    const double = radarOption({
      labels: ['A', 'B', 'C'],
      series: [
        { name: 'You', values: [1, 2, 3] },
        { name: 'Target', values: [3, 4, 5] },
      ],
    });
    expect(double.legend).toMatchObject({ data: ['You', 'Target'] });
    expect((double.series as Array<{ data: Array<{ name: string; value: number[] }> }>)[0]?.data.map((d) => d.name)).toEqual(['You', 'Target']);
  });

  it('rejects a series whose length does not match the labels', () => {
    expect(() => radarOption({ labels: ['A', 'B'], series: [{ name: 'You', values: [1] }] })).toThrow(/'You' has 1 values for 2 labels/);
  });
});
