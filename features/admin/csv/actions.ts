"use server";

import { adminAction } from "@/lib/action-client";
import { csvUploadSchema } from "./schemas";
import { importCsv, previewCsv } from "./service";

export const previewCsvAction = adminAction(csvUploadSchema, async ({ kind, text }) => previewCsv(kind, text));
export const importCsvAction = adminAction(csvUploadSchema, async ({ kind, text }) => importCsv(kind, text));
