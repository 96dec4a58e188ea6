// Reads a scrape of GET /metrics with a Prometheus text-format parser (parse-prometheus-text-format), and the value
// of one series in it.
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

type MetricFamily = ReturnType<typeof parsePrometheusTextFormat>[number];

/** One scrape, parsed. */
export interface Scrape {
  /** The metric families as exposed (name, type, help). */
  readonly families: ReadonlyMap<string, MetricFamily>;
  /** Every sample line's family by its own name: a histogram `x` is read as `x_bucket`, `x_count` and `x_sum`. */
  readonly series: ReadonlyMap<string, MetricFamily>;
}

/**
 * Parses the text format. The parser keeps only one unlabelled series of a histogram (it folds every label set into
 * one), so the samples are parsed a second time with histograms declared untyped: then each of `x_bucket`, `x_count`
 * and `x_sum` is read as a family of its own with its labels.
 */
export function parseScrape(text: string): Scrape {
  const families = new Map(parsePrometheusTextFormat(text).map((family) => [family.name, family]));
  const untyped = text.replace(/^# TYPE (\S+) histogram$/gm, '# TYPE $1 untyped');
  // The label sets of a histogram follow one another (x_bucket, x_sum, x_count, then x_bucket again), so one name
  // comes back as several families: their samples are gathered under the name.
  const series = new Map<string, MetricFamily>();
  for (const family of parsePrometheusTextFormat(untyped)) {
    const seen = series.get(family.name);
    series.set(family.name, seen === undefined ? family : { ...seen, metrics: [...seen.metrics, ...family.metrics] });
  }
  return { families, series };
}

/** Scrapes `url` (with the token as a bearer, if any) and parses the answer; throws on a non-200. */
export async function scrape(url: string, token?: string): Promise<Scrape> {
  const response = await fetch(url, token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`GET ${url} answered ${response.status}: ${text}`);
  if (!(response.headers.get('content-type') ?? '').startsWith('text/plain')) throw new Error(`GET ${url} is not the text format`);
  return parseScrape(text);
}

function matches(labels: Readonly<Record<string, string>> | undefined, wanted: Readonly<Record<string, string>>): boolean {
  return Object.entries(wanted).every(([name, value]) => labels?.[name] === value);
}

/**
 * The sum over the series named `name` (a counter, a gauge, or a histogram's `…_count`, `…_sum`, `…_bucket`) whose
 * labels include `labels`. A missing family throws (a documented metric must exist); no matching series is 0.
 */
export function seriesValue(scraped: Scrape, name: string, labels: Readonly<Record<string, string>> = {}): number {
  const family = scraped.series.get(name);
  if (family === undefined) {
    // A histogram without observations yet has no series, only its family.
    if (scraped.families.has(name.replace(/_(bucket|count|sum)$/, ''))) return 0;
    throw new Error(`no series ${name} in the scrape`);
  }
  let total = 0;
  for (const sample of family.metrics) if (matches(sample.labels, labels)) total += Number(sample.value ?? Number.NaN);
  return total;
}
