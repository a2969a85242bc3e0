import type { OutboxKind, Prisma } from "@/generated/prisma/client";
import type { MailAttachment } from "@/lib/mailer-types";

// Writing a mail to the outbox, inside the caller's transaction. No `server-only` marker: the
// operator's expiry script (scripts/jobs) writes the same rows outside the app.

export interface OutgoingEmail {
  recipient: string;
  kind: OutboxKind;
  language: string;
  subject: string;
  body: string;
  html?: string | null;
  attachments?: MailAttachment[];
  bookingId?: string | null;
}

/** Writes a mail inside the caller's transaction; it goes out only if that commits. */
export async function enqueueEmail(tx: Prisma.TransactionClient, mail: OutgoingEmail): Promise<void> {
  await tx.outboxEmail.create({
    data: { ...mail, html: mail.html ?? null, attachments: (mail.attachments ?? []) as unknown as Prisma.InputJsonArray, bookingId: mail.bookingId ?? null },
  });
}
