"use server";

import { adminAction } from "@/features/auth/server";
import { saveTranslationsSchema } from "./schemas";
import { saveTranslations } from "./service";

export const saveTranslationsAction = adminAction(saveTranslationsSchema, async (input) => saveTranslations(input));
