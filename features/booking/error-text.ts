import type { TranslateIn } from "@/i18n/message-keys";
import { BOOKING_MESSAGE_VALUES, isBookingErrorKey } from "./schemas";

/**
 * The text for a booking issue: the schema's and the service's messages are keys under
 * `errors.booking`, translated with the figures they name. The endpoint and the form both use it.
 */
export function bookingErrorText(t: TranslateIn<"errors">, key: string, values: Record<string, number | string> = {}): string {
  return isBookingErrorKey(key) ? t(`booking.${key}`, { ...BOOKING_MESSAGE_VALUES, ...values }) : t("codes.VALIDATION_ERROR");
}
