// The theme of a lunar return's month: the natal Moon gate the return repeats, an emotional tone from the Moon's
// sign and the Solar Plexus of the month's chart, and a few highlights comparing that chart with the natal one.
import { chartDifference } from './chart-difference';
import { englishList } from './english-list';
import { gateFocus, type GateFocus } from './gate-focus';
import type { ReturnChart } from './return-chart';
import { lineArchetypeName, newChannelSentence, typeSentence } from './year-theme';

/** How many new channels the highlights describe one by one. */
const DESCRIBED_CHANNEL_COUNT = 3;

/** What the month of a lunar return is about. */
export interface MonthTheme {
  MainTheme: string;
  /** The Moon's gate (the natal Moon gate: the return repeats it). */
  MoonGate: GateFocus;
  /** The feeling of the month in a sentence or two. */
  EmotionalTone: string;
  /** Short sentences comparing the month's chart with the natal chart. */
  Highlights: string[];
}

type Element = 'fire' | 'earth' | 'air' | 'water';

const ELEMENT_OF_SIGN: Readonly<Record<string, Element>> = {
  Aries: 'fire',
  Leo: 'fire',
  Sagittarius: 'fire',
  Taurus: 'earth',
  Virgo: 'earth',
  Capricorn: 'earth',
  Gemini: 'air',
  Libra: 'air',
  Aquarius: 'air',
  Cancer: 'water',
  Scorpio: 'water',
  Pisces: 'water',
};

const ELEMENT_MOOD: Readonly<Record<Element, string>> = {
  fire: 'feelings run warm and quick, flaring up and burning out fast',
  earth: 'feelings settle into routines, the body and practical care',
  air: 'feelings are talked and thought through, with some distance from them',
  water: 'feelings run deep and take their time to come to the surface',
};

/** The emotional tone of a month whose Moon stands in `zodiacSign`, from the month chart's Solar Plexus. */
export function emotionalTone(zodiacSign: string, chart: ReturnChart): string {
  const element = ELEMENT_OF_SIGN[zodiacSign] ?? 'water';
  const solarPlexus = chart.DefinedCenters.includes('Solar Plexus')
    ? "The month's chart defines the Solar Plexus: moods come in waves, so clarity comes from waiting for the wave to pass before deciding."
    : "The Solar Plexus is open in the month's chart: the feelings of others are taken in and amplified, so it helps to ask which ones are really yours.";
  return `With the Moon in ${zodiacSign}, ${ELEMENT_MOOD[element]}. ${solarPlexus}`;
}

/** The month theme of a lunar return chart against the natal chart; `returnCount` returns fall in the month. */
export function monthTheme(natal: ReturnChart, chart: ReturnChart, returnCount: number): MonthTheme {
  const moon = chart.Planets.Personality.Moon;
  const moonGate = gateFocus(moon.Gate);
  const difference = chartDifference(natal, chart);
  const highlights = [
    typeSentence(natal, chart, "The month's"),
    ...difference.newChannels.slice(0, DESCRIBED_CHANNEL_COUNT).map((channel) => newChannelSentence(channel, 'this month')),
  ];
  if (difference.newChannels.length === 0) {
    highlights.push('No channel beyond the natal ones is defined this month.');
  } else if (difference.newChannels.length > DESCRIBED_CHANNEL_COUNT) {
    highlights.push(`${difference.newChannels.length - DESCRIBED_CHANNEL_COUNT} more channels are defined this month and not at birth.`);
  }
  if (difference.newDefinedCenters.length > 0) {
    highlights.push(`Defined this month and not at birth: the ${englishList(difference.newDefinedCenters)}.`);
  }
  if (returnCount > 1) {
    highlights.push('The Moon comes back to its natal place twice this month: the second return opens the next cycle early.');
  }
  return {
    MainTheme:
      `The Moon is back in gate ${moonGate.Gate} (${moonGate.Name}), line ${moon.Line} (${lineArchetypeName(moon.Line)}), where it stood ` +
      `at birth: a new round of the rhythm this gate gives daily life. ${moonGate.Theme}`,
    MoonGate: moonGate,
    EmotionalTone: emotionalTone(moon.ZodiacSign, chart),
    Highlights: highlights,
  };
}
