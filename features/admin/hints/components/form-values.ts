import type { LocalizedValue } from "../../components/localized-field";
import type { COLOR_SCHEMES, HINT_CATEGORIES, HINT_ICONS, Status } from "../../shared/enums";
import { ALL_MONTHS } from "../../shared/validation";

// The hint form's values and a blank form (plain data, usable by server and browser).

type Category = (typeof HINT_CATEGORIES)[number];
export interface HintFormValues {
  destinationId: string;
  title: LocalizedValue;
  description: LocalizedValue;
  category: Category;
  iconType: (typeof HINT_ICONS)[number];
  colorScheme: (typeof COLOR_SCHEMES)[number];
  rating: string | number | null;
  heroImageUrl: string | null;
  status: Status;
  isFeatured: boolean;
  displayOrder: string | number | null;
  /** 1–12; all twelve when the tip holds all year. */
  months: number[];
  /** A dated event's dates in words. */
  when: LocalizedValue;
}

const EMPTY: LocalizedValue = { ja: "", en: "", ko: "", zh: "" };

/**
 * A new hint has no rating (only a real one is ever shown), holds all year until someone picks its
 * months, and starts as a draft, like every new piece of content: travellers see it once someone
 * makes it active.
 */
export function newHint(destinationId = ""): HintFormValues {
  return { destinationId, title: EMPTY, description: EMPTY, category: "nature", iconType: "mountain", colorScheme: "emerald", rating: "", heroImageUrl: "", status: "draft", isFeatured: false, displayOrder: "", months: [...ALL_MONTHS], when: EMPTY };
}
