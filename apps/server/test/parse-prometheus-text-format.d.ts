// Types of the untyped `parse-prometheus-text-format` (the Prometheus text format parsed into metric families).
declare module 'parse-prometheus-text-format' {
  interface Sample {
    readonly labels?: Readonly<Record<string, string>>;
    readonly value?: string;
    readonly buckets?: Readonly<Record<string, string>>;
    readonly count?: string;
    readonly sum?: string;
  }
  interface MetricFamily {
    readonly name: string;
    readonly help: string;
    readonly type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    readonly metrics: readonly Sample[];
  }
  export default function parsePrometheusTextFormat(text: string): MetricFamily[];
}
