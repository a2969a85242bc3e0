import { describe, expect, it } from "vitest";
import { stayIcs } from "./ics";

describe("the voucher's calendar file", () => {
  const ics = stayIcs({ uid: "b1@tabigacha", checkIn: "2027-03-10", checkOut: "2027-03-12", summary: "宿, 箱根; 本館", location: "神奈川県足柄下郡箱根町1-1", description: "確認番号: EG-1\n宿でのお支払い", now: new Date("2027-01-01T00:00:00Z") });

  it("is one all-day event from check-in to check-out, escaped, with CRLF line ends", () => {
    expect(ics).toContain("DTSTART;VALUE=DATE:20270310\r\n");
    expect(ics).toContain("DTEND;VALUE=DATE:20270312\r\n");
    expect(ics).toContain("SUMMARY:宿\\, 箱根\\; 本館\r\n");
    expect(ics).toContain("DESCRIPTION:確認番号: EG-1\\n宿でのお支払い");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("folds lines at 75 octets without splitting a character", () => {
    const long = stayIcs({ uid: "u", checkIn: "2027-03-10", checkOut: "2027-03-11", summary: "あ".repeat(60), location: "", description: "", now: new Date(0) });
    for (const line of long.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(long.replace(/\r\n /g, "")).toContain(`SUMMARY:${"あ".repeat(60)}`);
  });
});
