import { z } from "zod/mini";
import { PRODUCT } from "@/features/trip";
import { isIsoDate } from "@/lib/japan-time";
import { storedValue } from "@/lib/browser-storage";

/** What the browser keeps of its last booking request: enough to ask the server for its status. */
const storedBooking = z.looseObject({
  id: z.uuid(),
  confirmationNumber: z.string().check(z.minLength(1)),
  guestEmail: z.string().check(z.minLength(3)),
  accommodationId: z.uuid(),
  destinationId: z.nullable(z.string()),
  checkIn: z.string().check(z.refine(isIsoDate)),
  checkOut: z.string().check(z.refine(isIsoDate)),
});
export type StoredBooking = z.infer<typeof storedBooking>;

/** The last booking request made in this browser (the booking screens write it; the hub reads it). */
export const storedBookingStore = storedValue(`${PRODUCT}-booking`, storedBooking);
