// GET /transit-alerts: what the transits of the coming days (1 to 90 from a UTC instant) do to one natal chart:
// channels a transiting body completes with a natal gate, the Sun's gate changes, New and Full Moons, and stations
// of Mercury to Pluto and Chiron; each with a severity (see alert-severity.ts) and an id that stays the same for the
// same person and event (the iCal UID). Rules in the package README, "Calendars and alerts".
import { natalChartCore, type BirthInput } from '@mandala/bodygraph';
import { gateAtWheelOffset, getGate } from '@mandala/reference-library';
import { alertId } from './alert-id';
import { alertSeverity, type AlertCategory, type AlertSeverity } from './alert-severity';
import { bodyDisplayName, bodySubject } from './body-display-name';
import { ACTIVATING_EVENT_BODIES } from './calendar-bodies';
import { channelPartnersOf, channelsCompletedBy, type ChannelPartner } from './channel-partners';
import { durationPhrase } from './duration-phrase';
import { CalendarError } from './errors';
import {
  bodyActivationAt,
  DEFAULT_STATION_BODIES,
  EVENT_BODIES,
  gateCrossings,
  moonPhases,
  stations,
  type EventBody,
  type GateCrossing,
} from './events';
import { nextGateChanges, previousGateChanges } from './gate-exit-search';
import { formatUtcSecond, roundToSecond, stampInstant } from './instant-stamp';

/** The longest alert window, in days. */
export const MAX_ALERT_DAYS = 90;
/** How far past the window (and before it, for activations already running) a gate's exit and entry are looked for. */
export const GATE_STAY_SEARCH_DAYS = 366;
/** How many High alerts `Summary.UpcomingHighlights` lists at most. */
export const UPCOMING_HIGHLIGHT_COUNT = 5;

const MILLISECONDS_PER_DAY = 86_400_000;

/** Input of {@link transitAlerts}. */
export interface TransitAlertsInput {
  /** The person: local birth time `YYYY-MM-DDTHH:MM[:SS]` and IANA zone. */
  birth: { date: string; timezone: string };
  /** First instant of the window (UTC). */
  start: Date;
  /** Length of the window in days of 24 hours, 1 to 90. */
  days: number;
  /** IANA zone the `Local` times are written in. */
  timezone: string;
}

/** One alert. */
export interface TransitAlert {
  /** 16 hex digits, the same for the same person and event on every request (usable as an iCal UID). */
  Id: string;
  Category: AlertCategory;
  Severity: AlertSeverity;
  Title: string;
  Description: string;
  Details: {
    Planet: EventBody;
    /** ChannelCompletion: [transit gate, natal gate]; SunGateChange: [from, to]; phases and stations: [gate]. */
    Gates: number[];
    /** ChannelCompletion: the channel formed, `30-41`. */
    ChannelId?: string;
    /** When it happens (for an activation already running when the window opens: the window's start). */
    Utc: string;
    Local: string;
    /** When the body leaves the gate again (ChannelCompletion, SunGateChange), if found within a year. */
    UntilUtc?: string;
    UntilLocal?: string;
  };
}

/** Response of GET /transit-alerts. */
export interface TransitAlerts {
  Natal: { Type: string; Profile: string; Authority: string; DefinedGates: number[] };
  StartUtc: string;
  EndUtc: string;
  Days: number;
  Timezone: string;
  /** In time order (`Utc`), ties by category, then planet, then id. */
  Alerts: TransitAlert[];
  Summary: {
    HighPriorityCount: number;
    /** The first High alerts of the window, at most 5. */
    UpcomingHighlights: TransitAlert[];
  };
}

interface AlertDraft {
  instant: Date;
  category: AlertCategory;
  body: EventBody;
  severity: AlertSeverity;
  title: string;
  description: string;
  gates: number[];
  channelId?: string;
  until?: Date;
  idInstant: Date | null;
  idVariant: string;
}

/** A channel a transiting body completes with a natal gate: entering during the window, or already in at its start. */
interface Completion {
  body: EventBody;
  gate: number;
  partner: ChannelPartner;
  /** The crossing into the gate inside the window; `null` when the body is already in the gate at the start. */
  entry: GateCrossing | null;
}

const CATEGORY_ORDER: readonly AlertCategory[] = ['ChannelCompletion', 'SunGateChange', 'NewMoon', 'FullMoon', 'Retrograde'];

/**
 * The transit alerts of the natal chart of `birth` over `days` days from `start`, with `Local` times in `timezone`.
 * Throws `CalendarError` `invalid_argument` for `days` outside 1..90 or an invalid `start`; errors of the birth
 * (`invalid_date`, `invalid_timezone`, ...) and of the ephemeris range pass through.
 *
 * @example transitAlerts({ birth: { date: '1990-05-12T08:30', timezone: 'Europe/Berlin' }, start: new Date('2024-03-01T00:00:00Z'), days: 30, timezone: 'Europe/Berlin' })
 */
export function transitAlerts(input: TransitAlertsInput): TransitAlerts {
  const { birth, start, days, timezone } = input;
  if (!(start instanceof Date) || Number.isNaN(start.getTime())) {
    throw new CalendarError('invalid_argument', 'start must be a valid instant', { details: { field: 'start' } });
  }
  if (!Number.isInteger(days) || days < 1 || days > MAX_ALERT_DAYS) {
    throw new CalendarError('invalid_argument', `days must be a whole number from 1 to ${MAX_ALERT_DAYS}`, {
      details: { field: 'days', value: days, minimum: 1, maximum: MAX_ALERT_DAYS },
    });
  }
  const natal = natalChartCore(birth as BirthInput, { withMotion: false });
  const natalGates: number[] = [];
  natal.core.gateSides.forEach((sides, gate) => {
    if (gate >= 1 && sides !== 0) natalGates.push(gate);
  });
  const isNatalGate = (gate: number) => (natal.core.gateSides[gate] ?? 0) !== 0;
  const natalChannelIds = new Set(channelsCompletedBy(natalGates).map((channel) => channel.Id));
  /** Channels `gate` would complete with a natal gate, leaving out the channels the chart already defines. */
  const openPartners = (gate: number) =>
    channelPartnersOf(gate).filter((partner) => isNatalGate(partner.partnerGate) && !natalChannelIds.has(partner.channelId));

  const window = { start, end: new Date(start.getTime() + days * MILLISECONDS_PER_DAY) };
  const crossings = gateCrossings(window, { bodies: ACTIVATING_EVENT_BODIES, lines: false });
  const crossingsByBody = new Map<EventBody, GateCrossing[]>();
  for (const crossing of crossings) {
    const list = crossingsByBody.get(crossing.body) ?? [];
    list.push(crossing);
    crossingsByBody.set(crossing.body, list);
  }

  const completions: Completion[] = [];
  const runningAtStart = new Set<EventBody>();
  for (const body of ACTIVATING_EVENT_BODIES) {
    const gate = bodyActivationAt(body, start).gate;
    for (const partner of openPartners(gate)) {
      completions.push({ body, gate, partner, entry: null });
      runningAtStart.add(body);
    }
  }
  for (const crossing of crossings) {
    for (const partner of openPartners(crossing.toGate)) {
      completions.push({ body: crossing.body, gate: crossing.toGate, partner, entry: crossing });
    }
  }

  // Exits: the body's next gate change inside the window, else one bounded search past the window for all such bodies.
  const nextInWindow = (body: EventBody, after: GateCrossing | null): GateCrossing | undefined => {
    const list = crossingsByBody.get(body) ?? [];
    return after === null ? list[0] : list[list.indexOf(after) + 1];
  };
  const needExitSearch = new Set<EventBody>();
  for (const completion of completions) {
    if (nextInWindow(completion.body, completion.entry) === undefined) needExitSearch.add(completion.body);
  }
  const sunCrossings = crossingsByBody.get('Sun') ?? [];
  if (sunCrossings.length > 0 && nextInWindow('Sun', sunCrossings[sunCrossings.length - 1] ?? null) === undefined) {
    needExitSearch.add('Sun');
  }
  const exitsAfterWindow = nextGateChanges(needExitSearch, window.end, GATE_STAY_SEARCH_DAYS);
  const exitOf = (body: EventBody, after: GateCrossing | null): Date | undefined =>
    (nextInWindow(body, after) ?? exitsAfterWindow.get(body))?.instant;
  const entriesBeforeWindow = previousGateChanges(runningAtStart, start, GATE_STAY_SEARCH_DAYS);

  const drafts: AlertDraft[] = [];
  const write = (instant: Date) => stampInstant(instant, timezone).Local.slice(0, 16).replace('T', ' ');
  const natalNote = (gate: number) => (isNatalGate(gate) ? ` Gate ${gate} is one of your natal gates.` : '');

  for (const completion of completions) {
    const { body, gate, partner, entry } = completion;
    const from = entry?.instant ?? start;
    const until = exitOf(body, entry);
    const duration = until === undefined ? null : until.getTime() - from.getTime();
    const name = bodyDisplayName(body);
    const channel = `${partner.channelId} (${partner.channelName})`;
    const stay =
      until === undefined
        ? 'It stays there for more than a year.'
        : `It stays until ${write(until)} (${durationPhrase(until.getTime() - from.getTime())}).`;
    const opening =
      entry === null
        ? `${bodySubject(body)} is already in gate ${gate} (${getGate(gate).name}) when the period starts`
        : `${bodySubject(body)} enters gate ${gate} (${getGate(gate).name}) on ${write(from)}`;
    const knownEntry = entry?.instant ?? entriesBeforeWindow.get(body)?.instant;
    drafts.push({
      instant: from,
      category: 'ChannelCompletion',
      body,
      severity: alertSeverity({ category: 'ChannelCompletion', body, durationMilliseconds: duration }),
      title: `${name} completes channel ${channel}`,
      description: `${opening} — completes channel ${channel} with your gate ${partner.partnerGate}. ${stay}`,
      gates: [gate, partner.partnerGate],
      channelId: partner.channelId,
      ...(until === undefined ? {} : { until }),
      // The same activation keeps its id whether the window holds its entry or opens while it runs.
      idInstant: knownEntry ?? until ?? null,
      idVariant: knownEntry !== undefined ? 'entry' : until !== undefined ? 'exit' : 'open',
    });
  }

  sunCrossings.forEach((crossing, index) => {
    const until = sunCrossings[index + 1]?.instant ?? exitsAfterWindow.get('Sun')?.instant;
    const earthGate = gateAtWheelOffset(crossing.toGate, 32);
    const touchesNatal = isNatalGate(crossing.toGate) || isNatalGate(earthGate);
    const natalGatesEntered = [crossing.toGate, earthGate].filter(isNatalGate);
    drafts.push({
      instant: crossing.instant,
      category: 'SunGateChange',
      body: 'Sun',
      severity: alertSeverity({ category: 'SunGateChange', inNatalGate: touchesNatal }),
      title: `Sun enters gate ${crossing.toGate} (${getGate(crossing.toGate).name})`,
      description:
        `The Sun moves from gate ${crossing.fromGate} into gate ${crossing.toGate} on ${write(crossing.instant)}; ` +
        `the Earth enters gate ${earthGate}.` +
        (until === undefined ? '' : ` The Sun stays until ${write(until)} (${durationPhrase(until.getTime() - crossing.instant.getTime())}).`) +
        (natalGatesEntered.length === 0
          ? ''
          : ` ${natalGatesEntered.length === 1 ? `Gate ${natalGatesEntered[0]} is` : `Gates ${natalGatesEntered.join(' and ')} are`} among your natal gates.`),
      gates: [crossing.fromGate, crossing.toGate],
      ...(until === undefined ? {} : { until }),
      idInstant: crossing.instant,
      idVariant: '',
    });
  });

  for (const phase of moonPhases(window)) {
    if (phase.phase !== 'New Moon' && phase.phase !== 'Full Moon') continue;
    const category = phase.phase === 'New Moon' ? 'NewMoon' : 'FullMoon';
    drafts.push({
      instant: phase.instant,
      category,
      body: 'Moon',
      severity: alertSeverity({ category, inNatalGate: isNatalGate(phase.gate) }),
      title: `${phase.phase} in gate ${phase.gate} (${getGate(phase.gate).name})`,
      description:
        `${phase.phase} on ${write(phase.instant)} with the Moon in gate ${phase.gate} line ${phase.line}, ${phase.zodiacSign}.` +
        natalNote(phase.gate),
      gates: [phase.gate],
      idInstant: phase.instant,
      idVariant: '',
    });
  }

  for (const station of stations(window, { bodies: DEFAULT_STATION_BODIES })) {
    const completes = openPartners(station.gate);
    const name = bodyDisplayName(station.body);
    drafts.push({
      instant: station.instant,
      category: 'Retrograde',
      body: station.body,
      severity: alertSeverity({
        category: 'Retrograde',
        inNatalGate: isNatalGate(station.gate),
        completesNatalChannel: completes.length > 0,
      }),
      title: `${name} stations ${station.kind} in gate ${station.gate}`,
      description:
        `${name} turns ${station.kind} on ${write(station.instant)} in gate ${station.gate} line ${station.line}` +
        (station.kind === 'retrograde' ? ' and moves backwards for a while.' : ' and moves forwards again.') +
        natalNote(station.gate) +
        (completes.length === 0
          ? ''
          : ` It stands in a gate that completes ${completes.map((partner) => partner.channelId).join(', ')} with your natal gates.`),
      gates: [station.gate],
      idInstant: station.instant,
      idVariant: station.kind,
    });
  }

  const birthIdentity = { birthInstant: natal.birthInstant, birthTimezone: birth.timezone };
  const alerts = drafts
    .map((draft) => ({ draft, rounded: roundToSecond(draft.instant).getTime() }))
    .map(({ draft, rounded }) => ({
      rounded,
      exact: draft.instant.getTime(),
      alert: toAlert(draft, timezone, alertId({ ...birthIdentity, category: draft.category, body: draft.body, gates: draft.gates, instant: draft.idInstant, variant: draft.idVariant })),
    }))
    .sort(
      (a, b) =>
        a.rounded - b.rounded ||
        a.exact - b.exact ||
        CATEGORY_ORDER.indexOf(a.alert.Category) - CATEGORY_ORDER.indexOf(b.alert.Category) ||
        EVENT_BODIES.indexOf(a.alert.Details.Planet) - EVENT_BODIES.indexOf(b.alert.Details.Planet) ||
        (a.alert.Id < b.alert.Id ? -1 : a.alert.Id > b.alert.Id ? 1 : 0),
    )
    .map((each) => each.alert);
  const high = alerts.filter((alert) => alert.Severity === 'High');

  return {
    Natal: {
      Type: natal.core.structure.type,
      Profile: natal.core.profile,
      Authority: natal.core.structure.authority,
      DefinedGates: natalGates,
    },
    StartUtc: formatUtcSecond(window.start),
    EndUtc: formatUtcSecond(window.end),
    Days: days,
    Timezone: timezone,
    Alerts: alerts,
    Summary: { HighPriorityCount: high.length, UpcomingHighlights: high.slice(0, UPCOMING_HIGHLIGHT_COUNT) },
  };
}


function toAlert(draft: AlertDraft, timezone: string, id: string): TransitAlert {
  const at = stampInstant(draft.instant, timezone);
  const until = draft.until === undefined ? undefined : stampInstant(draft.until, timezone);
  return {
    Id: id,
    Category: draft.category,
    Severity: draft.severity,
    Title: draft.title,
    Description: draft.description,
    Details: {
      Planet: draft.body,
      Gates: draft.gates,
      ...(draft.channelId === undefined ? {} : { ChannelId: draft.channelId }),
      Utc: at.Utc,
      Local: at.Local,
      ...(until === undefined ? {} : { UntilUtc: until.Utc, UntilLocal: until.Local }),
    },
  };
}
