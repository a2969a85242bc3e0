"use server";

import { adminAction } from "@/features/auth/server";
import { heroImageSize } from "./hero-check";
import { heroTooSmall } from "./hero-size";
import { createDestinationSchema, destinationIdSchema, destinationSettingsSchema, heroCheckSchema, updateDestinationSchema } from "./schemas";
import { createDestination, deleteDestination, updateDestination, updateDestinationSettings } from "./service";

export const createDestinationAction = adminAction(createDestinationSchema, async (fields) => createDestination(fields));
export const updateDestinationAction = adminAction(updateDestinationSchema, async ({ id, fields }) => updateDestination(id, fields));
export const updateDestinationSettingsAction = adminAction(destinationSettingsSchema, async (input) => updateDestinationSettings(input));
export const deleteDestinationAction = adminAction(destinationIdSchema, async ({ id }) => deleteDestination(id));
// Any hero field (destinations, stays, hints) asks this when an image is picked; saving checks again.
export const checkHeroImageAction = adminAction(heroCheckSchema, async ({ url }) => {
  const size = await heroImageSize(url);
  return { tooSmall: size ? heroTooSmall(size) : false, width: size?.width ?? null, height: size?.height ?? null };
});
