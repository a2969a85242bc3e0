// The voucher's calendar file (RFC 5545): one all-day event from check-in to check-out, with the
// stay's address and the confirmation number, so it lands in any calendar. Pure.

export interface IcsStay {
  uid: string;
  checkIn: string;
  checkOut: string;
  summary: string;
  location: string;
  description: string;
  url?: string;
  now: Date;
}

const text = (s: string) => s.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
const day = (iso: string) => iso.replace(/-/g, "");
const stamp = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/** Lines longer than 75 octets are folded (a CRLF and a space), without splitting a character. */
function fold(line: string): string {
  const out: string[] = [];
  let current = "";
  for (const ch of line) {
    if (Buffer.byteLength(current + ch) > (out.length ? 74 : 75)) {
      out.push(current);
      current = "";
    }
    current += ch;
  }
  out.push(current);
  return out.join("\r\n ");
}

export function stayIcs(s: IcsStay): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Tabigacha//Booking voucher//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${s.uid}`,
    `DTSTAMP:${stamp(s.now)}`,
    `DTSTART;VALUE=DATE:${day(s.checkIn)}`,
    `DTEND;VALUE=DATE:${day(s.checkOut)}`,
    `SUMMARY:${text(s.summary)}`,
    `LOCATION:${text(s.location)}`,
    `DESCRIPTION:${text(s.description)}`,
    ...(s.url ? [`URL:${s.url}`] : []),
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(fold).join("\r\n") + "\r\n";
}
