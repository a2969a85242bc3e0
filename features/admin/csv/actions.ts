"use server";

import { adminAction } from "@/features/auth/server";
import { csvUploadSchema } from "./schemas";
import { importCsv, previewCsv } from "./service";

export const previewCsvAction = adminAction(csvUploadSchema, async ({ kind, text }) => previewCsv(kind, text));
export const importCsvAction = adminAction(csvUploadSchema, async ({ kind, text }) => importCsv(kind, text));
