"use server";

import { userAction } from "@/features/auth/server";
import { exclusionSchema, mergeExclusionsSchema, removeExclusionSchema } from "./schemas";
import { addExclusion, listExclusions, mergeExclusions, removeExclusion } from "./service";

export const excludePlace = userAction(exclusionSchema, async ({ destinationId, kind }, { actor }) => {
  await addExclusion(actor.user!.id, destinationId, kind);
  return { destinationId };
});

export const includePlace = userAction(removeExclusionSchema, async ({ destinationId }, { actor, locale }) => {
  await removeExclusion(actor.user!.id, destinationId);
  return { items: await listExclusions(actor.user!.id, locale) };
});

/** At sign-in: the guest's list joins the account's; the browser then keeps the account's. */
export const mergePlaces = userAction(mergeExclusionsSchema, async ({ items }, { actor, locale }) => {
  return { items: await mergeExclusions(actor.user!.id, items, locale) };
});
