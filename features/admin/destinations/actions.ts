"use server";

import { adminAction } from "@/features/auth/server";
import { createDestinationSchema, destinationIdSchema, destinationSettingsSchema, updateDestinationSchema } from "./schemas";
import { createDestination, deleteDestination, updateDestination, updateDestinationSettings } from "./service";

export const createDestinationAction = adminAction(createDestinationSchema, async (fields) => createDestination(fields));
export const updateDestinationAction = adminAction(updateDestinationSchema, async ({ id, fields }) => updateDestination(id, fields));
export const updateDestinationSettingsAction = adminAction(destinationSettingsSchema, async (input) => updateDestinationSettings(input));
export const deleteDestinationAction = adminAction(destinationIdSchema, async ({ id }) => deleteDestination(id));
