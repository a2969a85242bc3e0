"use server";

import { adminAction } from "@/features/auth/server";
import { findDestinationPhotos, importCommonsPhoto } from "./import";
import { findStayPhotos, importRakutenPhoto } from "./import-rakuten";
import { commonsImportSchema, commonsSearchSchema, imageAltSchema, imageIdSchema, imagePageSchema, rakutenImportSchema, rakutenSearchSchema } from "./schemas";
import { deleteImage, listImages, updateImageAlt } from "./service";

export const listImagesAction = adminAction(imagePageSchema, async ({ page }) => listImages(page));
export const deleteImageAction = adminAction(imageIdSchema, async ({ id }) => deleteImage(id));
export const updateImageAltAction = adminAction(imageAltSchema, async ({ id, altJa }) => updateImageAlt(id, altJa));
export const findCommonsPhotosAction = adminAction(commonsSearchSchema, async ({ destinationId }) => findDestinationPhotos(destinationId));
export const importCommonsPhotoAction = adminAction(commonsImportSchema, async ({ destinationId, title }) => importCommonsPhoto({ destinationId, title }));
export const findRakutenPhotosAction = adminAction(rakutenSearchSchema, async ({ accommodationId }) => findStayPhotos(accommodationId));
export const importRakutenPhotoAction = adminAction(rakutenImportSchema, async ({ accommodationId, hotelNo }) => importRakutenPhoto({ accommodationId, hotelNo }));
