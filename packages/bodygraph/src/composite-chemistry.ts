/** Inputs of the chemistry formula. */
export interface ChemistryCounts {
  electromagnetic: number;
  companion: number;
  compromise: number;
  dominant: number;
  /** Centers defined in both charts. */
  sharedDefinedCenters: number;
  /** Centers defined in at least one of the two charts. */
  eitherDefinedCenters: number;
}

/** Chemistry scores, each an integer 0 to 100. */
export interface ChemistryScores {
  /** 100 × (1 − 0.5^electromagnetic): spark and attraction; the first channel counts most. */
  Attraction: number;
  /** 100 × (1 − 0.5^companion): ease and friendship from channels both already live. */
  Friendship: number;
  /** 100 × 0.75^compromise: each compromise channel is a place of friction and takes a quarter off. */
  Harmony: number;
  /** 100 × (1 − 0.6^dominant): learning, as one person conditions the other through a whole channel. */
  Growth: number;
  /** 100 × shared defined centers / centers defined by either (0 when neither defines any). */
  SharedDefinition: number;
  /** round(0.35·Attraction + 0.25·Friendship + 0.15·Harmony + 0.10·Growth + 0.15·SharedDefinition). */
  Overall: number;
}

const saturating = (count: number, ratio: number) => 100 * (1 - ratio ** count);

/** The documented chemistry formula (see {@link ChemistryScores}); pure. */
export function chemistryScores(counts: ChemistryCounts): ChemistryScores {
  const attraction = saturating(counts.electromagnetic, 0.5);
  const friendship = saturating(counts.companion, 0.5);
  const harmony = 100 * 0.75 ** counts.compromise;
  const growth = saturating(counts.dominant, 0.6);
  const shared = counts.eitherDefinedCenters === 0 ? 0 : (100 * counts.sharedDefinedCenters) / counts.eitherDefinedCenters;
  const overall = 0.35 * attraction + 0.25 * friendship + 0.15 * harmony + 0.1 * growth + 0.15 * shared;
  return {
    Attraction: Math.round(attraction),
    Friendship: Math.round(friendship),
    Harmony: Math.round(harmony),
    Growth: Math.round(growth),
    SharedDefinition: Math.round(shared),
    Overall: Math.round(overall),
  };
}
