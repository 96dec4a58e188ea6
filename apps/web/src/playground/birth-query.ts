/** One person's birth as the forms hold it. */
export interface BirthInput {
  /** `YYYY-MM-DD` from `<input type=date>`. */
  readonly date: string;
  /** `HH:MM` (or `HH:MM:SS`) from `<input type=time>`. */
  readonly time: string;
  /** IANA zone, e.g. `Europe/Amsterdam`. */
  readonly timezone: string;
}

/** Chart versions of the natal JSON routes. */
export type ChartVersion = 'v1' | 'v2' | 'v3';

/** The natal chart route of each version. */
export const natalChartPaths: Readonly<Record<ChartVersion, string>> = { v1: '/hd-data', v2: '/v2/hd-data', v3: '/v3/hd-data' };

/** Versions of the composite chart routes: v2 (Startup and above) and v1, which every plan includes. */
export type CompositeVersion = 'v1' | 'v2';

/** The composite chart route of each version. */
export const compositeChartPaths: Readonly<Record<CompositeVersion, string>> = { v1: '/hd-data-composite', v2: '/v2/hd-data-composite' };

/** The picture route (natal; composite with `date1`/`timezone1`). */
export const picturePath = '/bodygraph.svg';

/** The local date-time parameter the API takes: `YYYY-MM-DDTHH:MM`. */
export function localDateTime(birth: BirthInput): string {
  return `${birth.date}T${birth.time}`;
}

/** A query string with values encoded, keeping `/` and `:` readable (`timezone=Europe/Amsterdam`). */
export function queryString(parameters: ReadonlyArray<readonly [string, string]>): string {
  const encode = (value: string) => encodeURIComponent(value).replace(/%2F/gi, '/').replace(/%3A/gi, ':');
  return parameters.map(([name, value]) => `${encode(name)}=${encode(value)}`).join('&');
}

/** `date=…&timezone=…` of one birth. */
export function birthParameters(birth: BirthInput): Array<readonly [string, string]> {
  return [
    ['date', localDateTime(birth)],
    ['timezone', birth.timezone],
  ];
}

/** `date1=…&timezone1=…` of the second person of a composite. */
export function secondBirthParameters(birth: BirthInput): Array<readonly [string, string]> {
  return [
    ['date1', localDateTime(birth)],
    ['timezone1', birth.timezone],
  ];
}

/** Path and query of the natal chart JSON of `version`. */
export function natalChartUrl(version: ChartVersion, birth: BirthInput): string {
  return `${natalChartPaths[version]}?${queryString(birthParameters(birth))}`;
}

/** Path and query of the natal report as a PDF (`GET /reports/natal.pdf`, 1 unit on Startup and above). */
export function natalReportUrl(birth: BirthInput): string {
  return `/reports/natal.pdf?${queryString(birthParameters(birth))}`;
}

/** Path and query of the composite chart JSON of two people (v2 unless `version` says otherwise). */
export function compositeChartUrl(first: BirthInput, second: BirthInput, version: CompositeVersion = 'v2'): string {
  return `${compositeChartPaths[version]}?${queryString([...birthParameters(first), ...secondBirthParameters(second)])}`;
}

/** Path and query of the bodygraph picture: natal, or the composite when `second` is given. */
export function pictureUrl(theme: 'light' | 'dark', first: BirthInput, second?: BirthInput): string {
  const parameters = [...birthParameters(first), ...(second === undefined ? [] : secondBirthParameters(second)), ['theme', theme] as const];
  return `${picturePath}?${queryString(parameters)}`;
}
