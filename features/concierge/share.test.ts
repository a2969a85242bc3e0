import { describe, expect, it } from "vitest";
import { shareOrCopy } from "./share";

const data = { title: "旅ガチャ", text: "箱根へ", url: "https://example.com/" };

function nav(parts: Partial<Navigator>): Navigator {
  return parts as Navigator;
}

describe("sharing the trip", () => {
  it("uses the native share sheet when there is one", async () => {
    const shared: unknown[] = [];
    expect(await shareOrCopy(data, nav({ share: async (d) => void shared.push(d) }))).toBe("shared");
    expect(shared).toEqual([data]);
  });

  it("says cancelled when the traveller closes the sheet", async () => {
    const share = async () => {
      throw new DOMException("closed", "AbortError");
    };
    expect(await shareOrCopy(data, nav({ share }))).toBe("cancelled");
  });

  it("copies text and address to the clipboard without a share sheet, or when sharing is refused", async () => {
    const copied: string[] = [];
    const clipboard = { writeText: async (t: string) => void copied.push(t) } as Clipboard;
    expect(await shareOrCopy(data, nav({ clipboard }))).toBe("copied");
    const refuse = async () => {
      throw new DOMException("no", "NotAllowedError");
    };
    expect(await shareOrCopy(data, nav({ share: refuse, clipboard }))).toBe("copied");
    expect(copied).toEqual(["箱根へ https://example.com/", "箱根へ https://example.com/"]);
  });

  it("fails plainly when neither works", async () => {
    const clipboard = { writeText: async () => Promise.reject(new Error("denied")) } as unknown as Clipboard;
    expect(await shareOrCopy(data, nav({ clipboard }))).toBe("failed");
  });
});
