import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { destinationShareImage, type DestinationShareImageInput } from "./server";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

// The first chunk of a PNG is IHDR: width and height are the big-endian words at bytes 16 and 20.
async function readPng(response: Response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return {
    signature: [...bytes.subarray(0, 8)],
    chunk: new TextDecoder().decode(bytes.subarray(12, 16)),
    width: view.getUint32(16),
    height: view.getUint32(20),
  };
}

const hakone = { heroImageUrl: "/images/destinations/hakone.svg", moods: ["mountain", "fire"] };

const cards: DestinationShareImageInput[] = [
  { ...hakone, lang: "ja", name: "箱根", place: "神奈川県・関東", pitch: "ロマンスカーで一本、噴煙と湖と名湯をめぐる山の温泉郷", brand: "旅ガチャ" },
  { ...hakone, lang: "en", name: "Hakone", place: "Kanagawa · Kanto", pitch: "One train from Shinjuku to a mountain spa of volcanic steam and a caldera lake", brand: "Tabigacha" },
  { ...hakone, lang: "ko", name: "하코네", place: "가나가와현 · 간토", pitch: "로망스카 한 번이면 닿는, 분연과 호수와 명탕의 산속 온천 마을", brand: "타비가차" },
  { ...hakone, lang: "zh", name: "箱根", place: "神奈川县 · 关东", pitch: "从新宿一趟浪漫特快直达，火山喷烟、湖光与名汤相伴的山间温泉乡", brand: "旅扭蛋" },
];

describe("destination share image", () => {
  // Rendering must never reach the network (satori fetches fonts and emoji it lacks); satori's own
  // wasm arrives as a data: URL, which stays allowed.
  const networkCalls: string[] = [];
  beforeEach(() => {
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith("data:")) return realFetch(input, init);
      networkCalls.push(url);
      return Promise.reject(new Error(`no network in share images: ${url}`));
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    networkCalls.length = 0;
  });

  it.each(cards)("renders a 1200×630 PNG for $lang ($name)", async (card) => {
    const response = await destinationShareImage(card);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(await readPng(response)).toEqual({ signature: PNG_SIGNATURE, chunk: "IHDR", width: 1200, height: 630 });
    expect(networkCalls).toEqual([]);
  });

  it.each(["/images/destinations/no-such-place.svg", "/api/images/42", "/../package.json"])(
    "falls back to the mood gradient for hero %s",
    async (heroImageUrl) => {
      const response = await destinationShareImage({ ...cards[1], heroImageUrl, moods: ["ocean"] });
      expect(await readPng(response)).toMatchObject({ signature: PNG_SIGNATURE, width: 1200, height: 630 });
      expect(networkCalls).toEqual([]);
    },
  );

  it("leaves out emoji instead of fetching them", async () => {
    const response = await destinationShareImage({ ...cards[0], pitch: "海と温泉 🌊♨️ の旅 🇯🇵" });
    expect(await readPng(response)).toMatchObject({ signature: PNG_SIGNATURE, width: 1200, height: 630 });
    expect(networkCalls).toEqual([]);
  });
});
