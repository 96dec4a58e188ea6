import type { CenterId, CenterKind, CenterName } from './center-name';

/** Hand-written center facts and prose; gates are filled in from the gate table. */
export interface CenterRecord {
  readonly name: CenterName;
  readonly id: CenterId;
  readonly aliases: readonly string[];
  readonly kind: readonly CenterKind[];
  readonly biologicalCorrelation: readonly string[];
  readonly definedTheme: string;
  readonly openTheme: string;
  readonly notSelfQuestion: string;
}

/** The nine centers in {@link CENTER_NAMES} order. Prose is this project's own wording. */
export const centerRecords: readonly CenterRecord[] = [
  {
    name: 'Head',
    id: 'head',
    aliases: ['Crown', 'Head Center'],
    kind: ['pressure'],
    biologicalCorrelation: ['pineal gland'],
    definedTheme: 'A steady source of mental pressure and inspiration that keeps raising the same kinds of questions.',
    openTheme: 'Takes in and amplifies the questions of others, which can bring wide-ranging inspiration when it is not mistaken for a personal duty to answer.',
    notSelfQuestion: 'Am I busy answering questions that are not really mine?',
  },
  {
    name: 'Ajna',
    id: 'ajna',
    aliases: ['Mind', 'Ajna Center'],
    kind: ['awareness'],
    biologicalCorrelation: ['anterior pituitary gland', 'posterior pituitary gland', 'neocortex'],
    definedTheme: 'A fixed way of processing and conceptualising information, giving reliable and recognisable opinions.',
    openTheme: 'Can see many ways of thinking and stay flexible, provided it does not cling to certainty it borrowed from others.',
    notSelfQuestion: 'Am I trying to convince everyone, and myself, that I am certain?',
  },
  {
    name: 'Throat',
    id: 'throat',
    aliases: ['Throat Center'],
    kind: ['manifestation'],
    biologicalCorrelation: ['thyroid gland', 'parathyroid glands', 'metabolism'],
    definedTheme: 'A consistent channel for speech and action, with a recognisable voice and way of getting things done.',
    openTheme: 'Expresses itself in varied ways depending on company, and speaks most clearly when it waits to be recognised.',
    notSelfQuestion: 'Am I pushing to be seen and heard?',
  },
  {
    name: 'G',
    id: 'g',
    aliases: ['Self', 'G Center', 'Identity', 'Self Center'],
    kind: ['identity'],
    biologicalCorrelation: ['liver', 'blood'],
    definedTheme: 'A stable sense of identity, direction and love that stays recognisable across places and people.',
    openTheme: 'Identity and direction shift with surroundings, so the right places and people matter a great deal.',
    notSelfQuestion: 'Am I still searching for who I am and where I belong?',
  },
  {
    name: 'Heart',
    id: 'heart',
    aliases: ['Ego', 'Will', 'Heart/Ego', 'Ego/Will', 'Heart Center', 'Ego Center'],
    kind: ['motor'],
    biologicalCorrelation: ['heart', 'stomach', 'thymus gland', 'gall bladder'],
    definedTheme: 'Reliable willpower for keeping promises and providing materially, when rest is balanced with effort.',
    openTheme: 'Has no fixed willpower to prove, and is healthiest when it makes few promises and leaves nothing to prove.',
    notSelfQuestion: 'Am I still trying to prove my worth?',
  },
  {
    name: 'Sacral',
    id: 'sacral',
    aliases: ['Sacral Center'],
    kind: ['motor'],
    biologicalCorrelation: ['ovaries', 'testes'],
    definedTheme: 'A renewable life force for work and creation, best used on what it responds to with a clear gut yes.',
    openTheme: 'Borrows and amplifies the energy of others, so it benefits from knowing when enough is enough.',
    notSelfQuestion: 'Do I know when enough is enough?',
  },
  {
    name: 'Solar Plexus',
    id: 'solar-plexus',
    aliases: ['Emotions', 'Emotional', 'Emotional Center', 'Solar Plexus Center', 'SP'],
    kind: ['motor', 'awareness'],
    biologicalCorrelation: ['kidneys', 'pancreas', 'prostate', 'lungs', 'nervous system'],
    definedTheme: 'Moves through an emotional wave, so clarity comes over time rather than in the moment.',
    openTheme: 'Feels and amplifies the emotions around it, and gains wisdom by not acting from feelings that are not its own.',
    notSelfQuestion: 'Am I avoiding confrontation and truth to keep the peace?',
  },
  {
    name: 'Spleen',
    id: 'spleen',
    aliases: ['Splenic', 'Spleen Center', 'Splenic Center'],
    kind: ['awareness'],
    biologicalCorrelation: ['spleen', 'lymphatic system', 'T-cells'],
    definedTheme: 'A consistent in-the-moment instinct for health, safety and timing that speaks once and quietly.',
    openTheme: 'Sensitive to the wellbeing of others and to illness, and can hold on to what is unhealthy for a feeling of security.',
    notSelfQuestion: 'Am I holding on to things that are not good for me?',
  },
  {
    name: 'Root',
    id: 'root',
    aliases: ['Root Center'],
    kind: ['motor', 'pressure'],
    biologicalCorrelation: ['adrenal glands'],
    definedTheme: 'Handles the pressure to act and to be free of stress in its own steady rhythm.',
    openTheme: 'Amplifies outside pressure and is healthiest when it does not rush to get things done just to be rid of it.',
    notSelfQuestion: 'Am I hurrying to get things done so I can be free of the pressure?',
  },
];
