import type { Locale } from "@/i18n/routing";
import type { PaymentMethod } from "../schemas";
import type { StayChoice } from "./use-booking-trip";

/** The booking form's values: what POST /api/bookings takes, checked in the browser by the same schema. */
export interface BookingFormValues extends StayChoice {
  accommodationId: string;
  language: Locale;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  specialRequests: string;
  /** "HH:MM", or undefined while undecided. */
  estimatedArrivalTime?: string;
  paymentMethod: PaymentMethod;
}
export type BookingField = keyof BookingFormValues;
