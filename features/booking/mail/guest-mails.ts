import QRCode from "qrcode";
import type { OutgoingEmail } from "@/features/outbox";
import { messagesIn } from "@/lib/api-route";
import { publicUrl } from "@/lib/public-origin";
import type { DateRangeOption } from "../schemas";
import { japanTimeText, mailFacts, guestLocale, type MailFacts, type MailRow } from "./facts";
import { stayIcs } from "./ics";
import { renderMail, type MailBlock } from "./render";

// The traveller's e-mails, in the language they booked in, plain text and HTML: the receipt on
// sending, the voucher on confirmation (with the .ics and the QR code), the message on decline
// and on lapse (with the stay's alternative or the free dates around). No `server-only` marker:
// the operator's expiry script writes the lapse message too.

const tOf = (f: MailFacts) => messagesIn(f.locale, "booking");

function stayFacts(f: MailFacts): MailBlock {
  const t = tOf(f);
  const r = f.row;
  const rows: { label: string; value: string; href?: string }[] = [
    { label: t("mail.label.number"), value: r.confirmationNumber },
    { label: t("mail.label.stay"), value: f.stayName },
  ];
  if (f.address) rows.push({ label: t("mail.label.address"), value: f.address });
  if (f.mapUrl) rows.push({ label: t("mail.label.map"), value: f.mapUrl, href: f.mapUrl });
  rows.push({ label: t("mail.label.dates"), value: t("mail.datesValue", { checkIn: f.checkIn, checkOut: f.checkOut, nights: f.nights }) });
  if (r.accommodation.checkInTime) rows.push({ label: t("mail.label.checkIn"), value: t("mail.fromTime", { date: f.checkIn, time: r.accommodation.checkInTime }) });
  if (r.accommodation.checkOutTime) rows.push({ label: t("mail.label.checkOut"), value: t("mail.untilTime", { date: f.checkOut, time: r.accommodation.checkOutTime }) });
  rows.push({ label: t("mail.label.party"), value: t("mail.party", { adults: r.guestCountAdults, children: r.guestCountChildren }) });
  rows.push({ label: t("mail.label.estimate"), value: t("mail.estimateValue", { price: f.price, nights: f.nights, rooms: f.rooms, guests: r.guestCountAdults + r.guestCountChildren }) });
  rows.push({ label: t("mail.label.payment"), value: t("mail.payment") });
  if (r.answeredBy && r.answeredAt) {
    const at = japanTimeText(r.answeredAt, f.locale);
    rows.push({ label: t("mail.label.answered"), value: r.answeredBy === "stay" ? t("mail.answeredByStay", { at }) : t("mail.answeredByAdmin", { at }) });
  }
  return { kind: "facts", rows };
}

function mail(f: MailFacts, kind: OutgoingEmail["kind"], subject: string, blocks: MailBlock[], attachments: OutgoingEmail["attachments"] = []): OutgoingEmail {
  const t = tOf(f);
  const all: MailBlock[] = [{ kind: "p", text: t("mail.greeting", { name: f.row.guestName }) }, ...blocks, { kind: "p", text: t("mail.signature") }];
  const { text, html } = renderMail(all, f.locale);
  return { recipient: f.row.guestEmail, kind, language: f.locale, subject, body: text, html, attachments, bookingId: f.row.id };
}

export function receiptMail(row: MailRow): OutgoingEmail {
  const f = mailFacts(row, guestLocale(row));
  const t = tOf(f);
  const blocks: MailBlock[] = [{ kind: "p", text: row.accommodation.reservationsEmail ? t("mail.receipt.intro", { stay: f.stayName }) : t("mail.receipt.introByTeam", { stay: f.stayName }) }];
  if (row.urgent && row.answerBy) blocks.push({ kind: "p", strong: true, text: t("mail.receipt.urgent", { deadline: japanTimeText(row.answerBy, f.locale) }) });
  blocks.push(stayFacts(f));
  return mail(f, "booking_received", t("mail.receipt.subject", { number: row.confirmationNumber }), blocks);
}

export async function voucherMail(row: MailRow, now = new Date()): Promise<OutgoingEmail> {
  const f = mailFacts(row, guestLocale(row));
  const t = tOf(f);
  const qr = await QRCode.toBuffer(row.confirmationNumber, { type: "png", margin: 1, width: 320, errorCorrectionLevel: "M" });
  const ics = stayIcs({
    uid: `${row.id}@tabigacha`,
    checkIn: f.checkIn,
    checkOut: f.checkOut,
    summary: f.stayName,
    location: f.address ?? f.stayName,
    description: `${t("mail.label.number")}: ${row.confirmationNumber}\n${t("mail.label.payment")}: ${t("mail.payment")}`,
    url: f.mapUrl ?? undefined,
    now,
  });
  const blocks: MailBlock[] = [
    { kind: "p", strong: true, text: t("mail.voucher.intro", { stay: f.stayName }) },
    stayFacts(f),
    { kind: "p", text: t("mail.voucher.qr") },
    { kind: "img", cid: "booking-qr", alt: row.confirmationNumber },
    { kind: "p", text: t("mail.voucher.calendar") },
    { kind: "p", text: t("mail.voucher.closing") },
  ];
  return mail(f, "booking_confirmed", t("mail.voucher.subject", { number: row.confirmationNumber }), blocks, [
    { filename: `tabigacha-${row.confirmationNumber}.ics`, contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: Buffer.from(ics).toString("base64") },
    { filename: "booking-qr.png", contentType: "image/png", content: qr.toString("base64"), cid: "booking-qr" },
  ]);
}

function alternativesBlocks(f: MailFacts, alternatives: DateRangeOption[]): MailBlock[] {
  const t = tOf(f);
  const r = f.row;
  const blocks: MailBlock[] = [];
  if (r.declineNote) blocks.push({ kind: "p", text: t("mail.declined.stayNote", { note: r.declineNote }) });
  if (r.alternativeCheckIn && r.alternativeCheckOut) {
    blocks.push({ kind: "p", strong: true, text: t("mail.declined.stayAlternative", { checkIn: r.alternativeCheckIn.toISOString().slice(0, 10), checkOut: r.alternativeCheckOut.toISOString().slice(0, 10) }) });
  } else if (alternatives.length) {
    blocks.push({ kind: "list", title: t("mail.declined.alternatives"), items: alternatives.map((a) => t("mail.datesValue", { checkIn: a.checkIn, checkOut: a.checkOut, nights: f.nights })) });
  } else {
    blocks.push({ kind: "p", text: t("mail.declined.noAlternatives") });
  }
  const again = publicUrl(`${f.locale === "ja" ? "" : `/${f.locale}`}/booking/${r.accommodationId}`).toString();
  blocks.push({ kind: "link", text: t("mail.declined.again"), href: again });
  return blocks;
}

export function declinedMail(row: MailRow, alternatives: DateRangeOption[]): OutgoingEmail {
  const f = mailFacts(row, guestLocale(row));
  const t = tOf(f);
  return mail(f, "booking_declined", t("mail.declined.subject", { number: row.confirmationNumber }), [
    { kind: "p", strong: true, text: t("mail.declined.intro", { stay: f.stayName, checkIn: f.checkIn, checkOut: f.checkOut }) },
    ...alternativesBlocks(f, alternatives),
    stayFacts(f),
  ]);
}

export function expiredMail(row: MailRow, alternatives: DateRangeOption[]): OutgoingEmail {
  const f = mailFacts(row, guestLocale(row));
  const t = tOf(f);
  const deadline = japanTimeText(row.answerBy ?? row.checkInDate, f.locale);
  return mail(f, "booking_expired", t("mail.expired.subject", { number: row.confirmationNumber }), [
    { kind: "p", strong: true, text: t("mail.expired.intro", { stay: f.stayName, checkIn: f.checkIn, checkOut: f.checkOut, deadline }) },
    ...alternativesBlocks(f, alternatives),
  ]);
}
