/** Circuits, following the Definitive Book grouping (10-34 Centering, 20-57 Knowing). */
export type Circuit = 'Knowing' | 'Centering' | 'Understanding' | 'Sensing' | 'Ego' | 'Defense' | 'Integration';

/** Circuit groups: Individual (Knowing, Centering), Collective (Understanding, Sensing), Tribal (Ego, Defense), Integration. */
export type CircuitGroup = 'Individual' | 'Collective' | 'Tribal' | 'Integration';

/** Group of each circuit. */
export const CIRCUIT_GROUP_OF: Readonly<Record<Circuit, CircuitGroup>> = Object.freeze({
  Knowing: 'Individual',
  Centering: 'Individual',
  Understanding: 'Collective',
  Sensing: 'Collective',
  Ego: 'Tribal',
  Defense: 'Tribal',
  Integration: 'Integration',
});

/** Common alternative names of circuits (Logic for Understanding, Abstract for Sensing). */
export const CIRCUIT_ALIASES: Readonly<Record<Circuit, readonly string[]>> = Object.freeze({
  Knowing: ['Knowledge'],
  Centering: ['Centre', 'Center'],
  Understanding: ['Logic', 'Logical'],
  Sensing: ['Abstract', 'Sense'],
  Ego: ['Ego Circuit'],
  Defense: ['Defence', 'Protect'],
  Integration: ['Integration Channel'],
});
