import "server-only";
import type { OutgoingEmail } from "@/features/outbox";
import { messagesIn } from "@/lib/api-route";
import { stayLink } from "../stay-links";
import { japanTimeText, mailFacts, guestLocale, type MailRow } from "./facts";
import { renderMail, type MailBlock } from "./render";

// The request as the stay receives it: in Japanese, the request's facts, and two signed links
// (accept, decline) that work once and lapse at the answer deadline.

export function stayRequestMail(row: MailRow): OutgoingEmail | null {
  const to = row.accommodation.reservationsEmail;
  if (!to || !row.answerBy) return null;
  const f = mailFacts(row, "ja");
  const t = messagesIn("ja", "booking");
  const deadline = japanTimeText(row.answerBy, "ja");
  const facts: { label: string; value: string }[] = [
    { label: t("mail.label.number"), value: row.confirmationNumber },
    { label: t("mail.label.dates"), value: t("mail.datesValue", { checkIn: f.checkIn, checkOut: f.checkOut, nights: f.nights }) },
    { label: t("mail.label.party"), value: t("mail.party", { adults: row.guestCountAdults, children: row.guestCountChildren }) },
    { label: t("mail.stay.guest"), value: row.guestName },
    { label: t("mail.stay.email"), value: row.guestEmail },
    { label: t("mail.stay.phone"), value: row.guestPhone },
    { label: t("mail.stay.language"), value: new Intl.DisplayNames("ja", { type: "language" }).of(guestLocale(row)) ?? guestLocale(row) },
  ];
  if (f.arrival) facts.push({ label: t("mail.stay.arrival"), value: f.arrival });
  if (row.specialRequests) facts.push({ label: t("mail.label.requests"), value: row.specialRequests });
  facts.push({ label: t("mail.label.estimate"), value: t("mail.estimateValue", { price: f.price, nights: f.nights, rooms: f.rooms, guests: row.guestCountAdults + row.guestCountChildren }) });
  const blocks: MailBlock[] = [
    { kind: "p", text: t("mail.stay.greeting", { stay: row.accommodation.nameJa }) },
    ...(row.urgent ? [{ kind: "p", strong: true, text: t("mail.stay.urgent") } as const] : []),
    { kind: "p", text: t("mail.stay.intro") },
    { kind: "facts", rows: facts },
    { kind: "link", text: t("mail.stay.accept"), href: stayLink(row.id, "accept", row.answerBy) },
    { kind: "link", text: t("mail.stay.decline"), href: stayLink(row.id, "decline", row.answerBy) },
    { kind: "p", text: `${t("mail.stay.deadline", { deadline })}\n${t("mail.stay.once")}` },
    { kind: "p", text: `${t("mail.stay.closing")}\n${t("mail.signature")}` },
  ];
  const { text, html } = renderMail(blocks, "ja");
  const subject = row.urgent ? t("mail.stay.urgentSubject", { number: row.confirmationNumber, checkIn: f.checkIn }) : t("mail.stay.subject", { number: row.confirmationNumber });
  return { recipient: to, kind: "stay_request", language: "ja", subject, body: text, html, bookingId: row.id };
}
