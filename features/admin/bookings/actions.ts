"use server";

import { adminAction } from "@/features/auth/server";
import { bookingStatusChangeSchema } from "./schemas";
import { setBookingStatus } from "./service";

// The list refreshes itself after a change (router.refresh in the client).
export const setBookingStatusAction = adminAction(bookingStatusChangeSchema, async ({ id, status }) => setBookingStatus(id, status));
