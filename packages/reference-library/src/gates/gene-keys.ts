import type { GeneKeyNames } from './gate';

/**
 * Gene Keys shadow, gift and siddhi names for keys 1 to 64 (index 0 is key 1).
 * These are the published one-word names of each key (British spelling as published); no prose is reproduced.
 */
export const geneKeyNames: readonly GeneKeyNames[] = [
  { shadow: 'Entropy', gift: 'Freshness', siddhi: 'Beauty' }, // 1
  { shadow: 'Dislocation', gift: 'Orientation', siddhi: 'Unity' }, // 2
  { shadow: 'Chaos', gift: 'Innovation', siddhi: 'Innocence' }, // 3
  { shadow: 'Intolerance', gift: 'Understanding', siddhi: 'Forgiveness' }, // 4
  { shadow: 'Impatience', gift: 'Patience', siddhi: 'Timelessness' }, // 5
  { shadow: 'Conflict', gift: 'Diplomacy', siddhi: 'Peace' }, // 6
  { shadow: 'Division', gift: 'Guidance', siddhi: 'Virtue' }, // 7
  { shadow: 'Mediocrity', gift: 'Style', siddhi: 'Exquisiteness' }, // 8
  { shadow: 'Inertia', gift: 'Determination', siddhi: 'Invincibility' }, // 9
  { shadow: 'Self-Obsession', gift: 'Naturalness', siddhi: 'Being' }, // 10
  { shadow: 'Obscurity', gift: 'Idealism', siddhi: 'Light' }, // 11
  { shadow: 'Vanity', gift: 'Discrimination', siddhi: 'Purity' }, // 12
  { shadow: 'Discord', gift: 'Discernment', siddhi: 'Empathy' }, // 13
  { shadow: 'Compromise', gift: 'Competence', siddhi: 'Bounteousness' }, // 14
  { shadow: 'Dullness', gift: 'Magnetism', siddhi: 'Florescence' }, // 15
  { shadow: 'Indifference', gift: 'Versatility', siddhi: 'Mastery' }, // 16
  { shadow: 'Opinion', gift: 'Far-Sightedness', siddhi: 'Omniscience' }, // 17
  { shadow: 'Judgement', gift: 'Integrity', siddhi: 'Perfection' }, // 18
  { shadow: 'Co-Dependence', gift: 'Sensitivity', siddhi: 'Sacrifice' }, // 19
  { shadow: 'Superficiality', gift: 'Self-Assurance', siddhi: 'Presence' }, // 20
  { shadow: 'Control', gift: 'Authority', siddhi: 'Valour' }, // 21
  { shadow: 'Dishonour', gift: 'Graciousness', siddhi: 'Grace' }, // 22
  { shadow: 'Complexity', gift: 'Simplicity', siddhi: 'Quintessence' }, // 23
  { shadow: 'Addiction', gift: 'Invention', siddhi: 'Silence' }, // 24
  { shadow: 'Constriction', gift: 'Acceptance', siddhi: 'Universal Love' }, // 25
  { shadow: 'Pride', gift: 'Artfulness', siddhi: 'Invisibility' }, // 26
  { shadow: 'Selfishness', gift: 'Altruism', siddhi: 'Selflessness' }, // 27
  { shadow: 'Purposelessness', gift: 'Totality', siddhi: 'Immortality' }, // 28
  { shadow: 'Half-Heartedness', gift: 'Commitment', siddhi: 'Devotion' }, // 29
  { shadow: 'Desire', gift: 'Lightness', siddhi: 'Rapture' }, // 30
  { shadow: 'Arrogance', gift: 'Leadership', siddhi: 'Humility' }, // 31
  { shadow: 'Failure', gift: 'Preservation', siddhi: 'Veneration' }, // 32
  { shadow: 'Forgetting', gift: 'Mindfulness', siddhi: 'Revelation' }, // 33
  { shadow: 'Force', gift: 'Strength', siddhi: 'Majesty' }, // 34
  { shadow: 'Hunger', gift: 'Adventure', siddhi: 'Boundlessness' }, // 35
  { shadow: 'Turbulence', gift: 'Humanity', siddhi: 'Compassion' }, // 36
  { shadow: 'Weakness', gift: 'Equality', siddhi: 'Tenderness' }, // 37
  { shadow: 'Struggle', gift: 'Perseverance', siddhi: 'Honour' }, // 38
  { shadow: 'Provocation', gift: 'Dynamism', siddhi: 'Liberation' }, // 39
  { shadow: 'Exhaustion', gift: 'Resolve', siddhi: 'Divine Will' }, // 40
  { shadow: 'Fantasy', gift: 'Anticipation', siddhi: 'Emanation' }, // 41
  { shadow: 'Expectation', gift: 'Detachment', siddhi: 'Celebration' }, // 42
  { shadow: 'Deafness', gift: 'Insight', siddhi: 'Epiphany' }, // 43
  { shadow: 'Interference', gift: 'Teamwork', siddhi: 'Synarchy' }, // 44
  { shadow: 'Dominance', gift: 'Synergy', siddhi: 'Communion' }, // 45
  { shadow: 'Seriousness', gift: 'Delight', siddhi: 'Ecstasy' }, // 46
  { shadow: 'Oppression', gift: 'Transmutation', siddhi: 'Transfiguration' }, // 47
  { shadow: 'Inadequacy', gift: 'Resourcefulness', siddhi: 'Wisdom' }, // 48
  { shadow: 'Reaction', gift: 'Revolution', siddhi: 'Rebirth' }, // 49
  { shadow: 'Corruption', gift: 'Equilibrium', siddhi: 'Harmony' }, // 50
  { shadow: 'Agitation', gift: 'Initiative', siddhi: 'Awakening' }, // 51
  { shadow: 'Stress', gift: 'Restraint', siddhi: 'Stillness' }, // 52
  { shadow: 'Immaturity', gift: 'Expansion', siddhi: 'Superabundance' }, // 53
  { shadow: 'Greed', gift: 'Aspiration', siddhi: 'Ascension' }, // 54
  { shadow: 'Victimisation', gift: 'Freedom', siddhi: 'Freedom' }, // 55
  { shadow: 'Distraction', gift: 'Enrichment', siddhi: 'Intoxication' }, // 56
  { shadow: 'Unease', gift: 'Intuition', siddhi: 'Clarity' }, // 57
  { shadow: 'Dissatisfaction', gift: 'Vitality', siddhi: 'Bliss' }, // 58
  { shadow: 'Dishonesty', gift: 'Intimacy', siddhi: 'Transparency' }, // 59
  { shadow: 'Limitation', gift: 'Realism', siddhi: 'Justice' }, // 60
  { shadow: 'Psychosis', gift: 'Inspiration', siddhi: 'Sanctity' }, // 61
  { shadow: 'Intellect', gift: 'Precision', siddhi: 'Impeccability' }, // 62
  { shadow: 'Doubt', gift: 'Inquiry', siddhi: 'Truth' }, // 63
  { shadow: 'Confusion', gift: 'Imagination', siddhi: 'Illumination' }, // 64
];
