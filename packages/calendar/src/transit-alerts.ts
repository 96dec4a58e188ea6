// GET /transit-alerts: what the transits of the coming days (1 to 90 from a UTC instant) do to one natal chart:
// channels a transiting body completes with a natal gate, the Sun's gate changes, New and Full Moons, and stations
// of Mercury to Pluto and Chiron; each with a severity (see alert-severity.ts) and an id that stays the same for the
// same person and event (the iCal UID). Rules in the package README, "Calendars and alerts".
import { natalChartCore } from '@mandala/bodygraph';
import { alertId } from './alert-id';
import { channelCompletionDraft, moonPhaseDraft, stationDraft, sunGateChangeDraft, type AlertDraft } from './alert-drafts';
import type { AlertCategory, AlertSeverity } from './alert-severity';
import { ACTIVATING_EVENT_BODIES } from './calendar-bodies';
import { channelCompletions } from './channel-completions';
import { CalendarError } from './errors';
import { DEFAULT_STATION_BODIES, EVENT_BODIES, gateCrossings, moonPhases, stations, type EventBody, type GateCrossing } from './events';
import { nextGateChanges } from './gate-exit-search';
import { stampInstant } from './instant-stamp';
import { natalGateSet } from './natal-gate-set';

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

const CATEGORY_ORDER: readonly AlertCategory[] = ['ChannelCompletion', 'SunGateChange', 'NewMoon', 'FullMoon', 'Retrograde'];
/** The Sun leaves every gate within about six days: a short search finds its exit past the window. */
const SUN_EXIT_SEARCH_DAYS = 10;

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
  const chart = natalChartCore(birth, { withMotion: false });
  const natal = natalGateSet(chart.core.gateSides);
  const window = { start, end: new Date(start.getTime() + days * MILLISECONDS_PER_DAY) };

  const crossingsByBody = new Map<EventBody, GateCrossing[]>();
  for (const crossing of gateCrossings(window, { bodies: ACTIVATING_EVENT_BODIES, lines: false })) {
    const list = crossingsByBody.get(crossing.body);
    if (list === undefined) crossingsByBody.set(crossing.body, [crossing]);
    else list.push(crossing);
  }
  const write = (instant: Date) => stampInstant(instant, timezone).Local.slice(0, 16).replace('T', ' ');

  const drafts: AlertDraft[] = channelCompletions(window, crossingsByBody, natal, GATE_STAY_SEARCH_DAYS).map((completion) =>
    channelCompletionDraft(completion, write),
  );
  const sunCrossings = crossingsByBody.get('Sun') ?? [];
  const sunExitAfterWindow =
    sunCrossings.length === 0 ? undefined : nextGateChanges(['Sun'], window.end, SUN_EXIT_SEARCH_DAYS).get('Sun')?.instant;
  sunCrossings.forEach((crossing, index) => {
    drafts.push(sunGateChangeDraft(crossing, sunCrossings[index + 1]?.instant ?? sunExitAfterWindow, natal, write));
  });
  for (const phase of moonPhases(window)) {
    const draft = moonPhaseDraft(phase, natal, write);
    if (draft !== null) drafts.push(draft);
  }
  for (const station of stations(window, { bodies: DEFAULT_STATION_BODIES })) drafts.push(stationDraft(station, natal, write));

  const alerts = drafts
    .map((draft) => ({
      exact: draft.instant.getTime(),
      alert: toAlert(
        draft,
        timezone,
        alertId({
          birthInstant: chart.birthInstant,
          birthTimezone: birth.timezone,
          category: draft.category,
          body: draft.body,
          gates: draft.gates,
          instant: draft.idInstant,
          variant: draft.idVariant,
        }),
      ),
    }))
    .sort(
      (a, b) =>
        a.exact - b.exact ||
        CATEGORY_ORDER.indexOf(a.alert.Category) - CATEGORY_ORDER.indexOf(b.alert.Category) ||
        EVENT_BODIES.indexOf(a.alert.Details.Planet) - EVENT_BODIES.indexOf(b.alert.Details.Planet) ||
        (a.alert.Id < b.alert.Id ? -1 : a.alert.Id > b.alert.Id ? 1 : 0),
    )
    .map((each) => each.alert);
  const high = alerts.filter((alert) => alert.Severity === 'High');

  return {
    Natal: {
      Type: chart.core.structure.type,
      Profile: chart.core.profile,
      Authority: chart.core.structure.authority,
      DefinedGates: [...natal.gates],
    },
    StartUtc: window.start.toISOString(),
    EndUtc: window.end.toISOString(),
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
