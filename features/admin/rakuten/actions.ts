"use server";

import { adminAction } from "@/features/auth/server";
import { autoCandidatesSchema, autoSearchSchema, importHotelsSchema, rakutenTestSchema, suggestionSearchSchema } from "./schemas";
import { destinationsNeedingStays, importHotels, suggestForDestination, testRakuten } from "./service";

export const testRakutenAction = adminAction(rakutenTestSchema, async (query) => testRakuten(query));
export const suggestStaysAction = adminAction(suggestionSearchSchema, async (input) => suggestForDestination(input));
export const destinationsNeedingStaysAction = adminAction(autoCandidatesSchema, async ({ minActive }) => destinationsNeedingStays(minActive));
export const autoSuggestStaysAction = adminAction(autoSearchSchema, async ({ destinationId, hits }) =>
  suggestForDestination({ destinationId, mode: "nearby", radiusKm: 3, hits }),
);
export const importHotelsAction = adminAction(importHotelsSchema, async ({ items }) => importHotels(items));
