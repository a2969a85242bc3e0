"use server";

import { adminAction } from "@/features/auth/server";
import { imageAltSchema, imageIdSchema, imagePageSchema } from "./schemas";
import { deleteImage, listImages, updateImageAlt } from "./service";

export const listImagesAction = adminAction(imagePageSchema, async ({ page }) => listImages(page));
export const deleteImageAction = adminAction(imageIdSchema, async ({ id }) => deleteImage(id));
export const updateImageAltAction = adminAction(imageAltSchema, async ({ id, altJa }) => updateImageAlt(id, altJa));
