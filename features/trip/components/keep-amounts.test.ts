import { describe, expect, it } from "vitest";
import { amountRuns } from "./keep-amounts";

const amounts = (text: string) => amountRuns(text).filter((r) => r.amount).map((r) => r.text);

describe("amountRuns", () => {
  it("keeps ranges, units and 'from' marks with their numbers in every language", () => {
    expect(amounts("目安 12,880〜15,000円（片道3,220〜3,750円の往復 × 2名）")).toEqual(["12,880〜15,000円", "3,220〜3,750円", "2"]);
    expect(amounts("目安 6,000円〜（1名3,000円〜 × 2名）")).toEqual(["6,000円〜", "1", "3,000円〜", "2"]);
    expect(amounts("About ¥12,880–¥15,000 (¥3,220–¥3,750 one way, there and back × 2)")).toEqual(["¥12,880–¥15,000", "¥3,220–¥3,750", "2"]);
    expect(amounts("예상 12,880~15,000엔 (편도 3,220~3,750엔 왕복 × 2명)")).toEqual(["12,880~15,000엔", "3,220~3,750엔", "2"]);
    expect(amounts("1.7万日元起")).toEqual(["1.7万日元起"]);
    expect(amounts("From ¥17K")).toEqual(["¥17K"]);
  });

  it("gives back the text unchanged", () => {
    const text = "目安 52,500円（1泊35,000円 × 1泊に週末・時期・人数の料金を含む）";
    expect(amountRuns(text).map((r) => r.text).join("")).toBe(text);
  });
});
