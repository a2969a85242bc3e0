"use server";

import { adminAction } from "@/lib/action-client";
import { saveTranslationsSchema } from "./schemas";
import { saveTranslations } from "./service";

export const saveTranslationsAction = adminAction(saveTranslationsSchema, async (input) => saveTranslations(input));
