// The per-request metrics (count and duration by method, route and status) in plain numbers, read by prom-client
// only when scraped. prom-client's own observe() validates and hashes the labels on every call: on a small route
// that cost more than the route itself.
import type { Registry } from 'prom-client';

interface Series {
  labels: Record<string, string>;
  count: number;
  sum: number;
  /** Observations per bucket, not yet cumulative; the last slot is +Inf. */
  buckets: number[];
}

interface MetricValue {
  labels: Record<string, string | number>;
  value: number;
  metricName?: string;
}

/** The shape prom-client's Registry reads from a metric when it renders /metrics. */
interface CollectedMetric {
  name: string;
  help: string;
  type: 'counter' | 'histogram';
  aggregator: 'sum';
  get(): Promise<{ name: string; help: string; type: string; values: MetricValue[]; aggregator: 'sum' }>;
  reset(): void;
}

interface MetricNames {
  count: { name: string; help: string };
  duration: { name: string; help: string };
}

export class RequestMetrics {
  /** Series by route, then method, then status: found with three lookups, without building a key per request. */
  readonly #series = new Map<string, Map<string, Map<number, Series>>>();

  /** `bounds`: the histogram's bucket upper bounds in seconds, ascending. */
  constructor(
    private readonly names: MetricNames,
    private readonly bounds: readonly number[],
  ) {}

  /** What records a route's answered requests: made once per route, it finds their series without building a key. */
  recorder(route: string): (method: string, status: number, seconds: number) => void {
    let byMethod = this.#series.get(route);
    if (!byMethod) this.#series.set(route, (byMethod = new Map()));
    const methods = byMethod;
    return (method, status, seconds) => {
      let byStatus = methods.get(method);
      if (!byStatus) methods.set(method, (byStatus = new Map()));
      let series = byStatus.get(status);
      if (!series) {
        series = { labels: { method, route, status_code: String(status) }, count: 0, sum: 0, buckets: new Array<number>(this.bounds.length + 1).fill(0) };
        byStatus.set(status, series);
      }
      series.count += 1;
      series.sum += seconds;
      let bucket = 0;
      while (bucket < this.bounds.length && seconds > this.bounds[bucket]!) bucket += 1;
      series.buckets[bucket]! += 1;
    };
  }

  *#allSeries(): Iterable<Series> {
    for (const byMethod of this.#series.values()) for (const byStatus of byMethod.values()) yield* byStatus.values();
  }

  /** Registers the counter and the histogram in the registry. */
  register(registry: Registry): void {
    const { count, duration } = this.names;
    registry.registerMetric(this.metric(count.name, count.help, 'counter', () => this.countValues()) as never);
    registry.registerMetric(this.metric(duration.name, duration.help, 'histogram', () => this.durationValues()) as never);
  }

  private metric(name: string, help: string, type: 'counter' | 'histogram', values: () => MetricValue[]): CollectedMetric {
    return {
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, values: values(), aggregator: 'sum' }),
      // Recorders hold on to their series: a reset zeroes them rather than dropping them.
      reset: () => {
        for (const series of this.#allSeries()) {
          series.count = 0;
          series.sum = 0;
          series.buckets.fill(0);
        }
      },
    };
  }

  private countValues(): MetricValue[] {
    return [...this.#allSeries()].map((series) => ({ labels: series.labels, value: series.count }));
  }

  private durationValues(): MetricValue[] {
    const name = this.names.duration.name;
    const values: MetricValue[] = [];
    for (const series of this.#allSeries()) {
      let cumulative = 0;
      series.buckets.forEach((observed, index) => {
        cumulative += observed;
        const le = index < this.bounds.length ? this.bounds[index]! : '+Inf';
        values.push({ labels: { ...series.labels, le }, value: cumulative, metricName: `${name}_bucket` });
      });
      values.push({ labels: series.labels, value: series.sum, metricName: `${name}_sum` });
      values.push({ labels: series.labels, value: series.count, metricName: `${name}_count` });
    }
    return values;
  }
}
