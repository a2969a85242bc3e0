/** The simple proposal (spec 01 §3 "Proposal (simple)"), localized. */
export interface SimpleProposal {
  id: string;
  name: string;
  prefecture: string;
  heroImage: string;
  description: string;
  attractions: string[];
  cuisine: string[];
  accessByTrain: { route: string; duration: string; cost: string };
  accessByCar: { route: string; duration: string; notes: string };
  accommodations: { name: string; type: string; price: string; features: string[] }[];
}
