"use server";

import { adminAction } from "@/features/auth/server";
import { createHintSchema, hintIdSchema, reorderHintsSchema, updateHintSchema } from "./schemas";
import { createHint, deleteHint, reorderHints, updateHint } from "./service";

export const createHintAction = adminAction(createHintSchema, async (fields) => createHint(fields));
export const updateHintAction = adminAction(updateHintSchema, async ({ id, fields }) => updateHint(id, fields));
export const deleteHintAction = adminAction(hintIdSchema, async ({ id }) => deleteHint(id));
export const reorderHintsAction = adminAction(reorderHintsSchema, async ({ destinationId, orderedIds }) => reorderHints(destinationId, orderedIds));
