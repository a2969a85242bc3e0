import type { Messages } from "next-intl";
import type { AccommodationType } from "@/features/proposal";

// The two static proposals of the simple variant, Hakone and Kamakura. Texts live in the messages
// (simpleProposal.proposals.*); this holds what is not text. Figures match data/catalogue.
type Texts = Messages["simpleProposal"]["proposals"];
type ProposalTexts = Texts[keyof Texts];

export interface SimpleProposalData {
  id: keyof Texts;
  heroImage: string;
  attractionKeys: (keyof ProposalTexts["attractions"])[];
  cuisineKeys: (keyof ProposalTexts["cuisine"])[];
  stays: { key: keyof ProposalTexts["stays"]; type: AccommodationType; pricePerNight: number }[];
}

export const SIMPLE_PROPOSALS: SimpleProposalData[] = [
  {
    id: "hakone",
    heroImage: "/images/destinations/hakone.svg",
    attractionKeys: ["a1", "a2", "a3", "a4"],
    cuisineKeys: ["c1", "c2", "c3"],
    stays: [
      { key: "s1", type: "ryokan", pricePerNight: 28000 },
      { key: "s2", type: "hotel", pricePerNight: 36000 },
      { key: "s3", type: "glamping", pricePerNight: 24000 },
    ],
  },
  {
    id: "kamakura",
    heroImage: "/images/destinations/kamakura.svg",
    attractionKeys: ["a1", "a2", "a3", "a4"],
    cuisineKeys: ["c1", "c2", "c3"],
    stays: [
      { key: "s1", type: "hotel", pricePerNight: 30000 },
      { key: "s2", type: "ryokan", pricePerNight: 26000 },
      { key: "s3", type: "guesthouse", pricePerNight: 12000 },
    ],
  },
];

/** 3 s of loading before each proposal. */
export const SIMPLE_LOADING_MS = 3000;
export const FEATURE_KEYS = ["f1", "f2", "f3"] as const;
