import { randomBytes } from "node:crypto";
import { db } from "./auth";

export interface BookingRow {
  accommodationId: string;
  checkIn: string;
  checkOut: string;
  status?: "pending" | "confirmed" | "cancelled";
  guestName?: string;
  guestEmail?: string;
  userId?: string | null;
  adults?: number;
  estimatedPrice?: number;
}

/** A booking request written straight into the database, as the booking form or an earlier guest left it. */
export async function insertBooking(row: BookingRow): Promise<{ id: string; confirmationNumber: string }> {
  const confirmationNumber = `EG-E2E${Date.now().toString(36).toUpperCase()}-${randomBytes(2).toString("hex").toUpperCase()}-${row.accommodationId.slice(0, 8).toUpperCase()}`;
  const { rows } = await db().query(
    `INSERT INTO booking_requests (id, confirmation_number, accommodation_id, user_id, status, check_in_date, check_out_date, guest_name, guest_email, guest_phone, guest_count_adults, estimated_price, updated_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, '090-0000-0000', $9, $10, now()) RETURNING id`,
    [
      confirmationNumber,
      row.accommodationId,
      row.userId ?? null,
      row.status ?? "pending",
      row.checkIn,
      row.checkOut,
      row.guestName ?? "山田 花子",
      row.guestEmail ?? "hanako@example.com",
      row.adults ?? 2,
      row.estimatedPrice ?? 30000,
    ],
  );
  return { id: rows[0].id as string, confirmationNumber };
}
