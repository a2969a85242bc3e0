"use server";

import { adminAction } from "@/features/auth/server";
import { createSpotSchema, spotIdSchema, updateSpotSchema } from "./schemas";
import { createSpot, deleteSpot, updateSpot } from "./service";

export const createSpotAction = adminAction(createSpotSchema, async (fields) => createSpot(fields));
export const updateSpotAction = adminAction(updateSpotSchema, async ({ id, fields }) => updateSpot(id, fields));
export const deleteSpotAction = adminAction(spotIdSchema, async ({ id }) => deleteSpot(id));
