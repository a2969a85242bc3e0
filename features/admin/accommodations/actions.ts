"use server";

import { adminAction } from "@/features/auth/server";
import { accommodationIdSchema, createAccommodationSchema, updateAccommodationSchema } from "./schemas";
import { createAccommodation, deleteAccommodation, makeAccommodationPrivate, updateAccommodation } from "./service";

export const createAccommodationAction = adminAction(createAccommodationSchema, async (fields) => createAccommodation(fields));
export const updateAccommodationAction = adminAction(updateAccommodationSchema, async ({ id, fields }) => updateAccommodation(id, fields));
export const deleteAccommodationAction = adminAction(accommodationIdSchema, async ({ id }) => deleteAccommodation(id));
export const makeAccommodationPrivateAction = adminAction(accommodationIdSchema, async ({ id }) => makeAccommodationPrivate(id));
