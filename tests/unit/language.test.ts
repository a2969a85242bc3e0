import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { joinNames } from "@/features/access/join-names";
import { tripTextFormat } from "@/features/trip/format";
import en from "@/messages/en.json";
import ja from "@/messages/ja.json";
import ko from "@/messages/ko.json";
import zh from "@/messages/zh.json";

// English, Korean and Chinese read as their own languages: no Japanese punctuation in their
// catalogues or in what the shared formatters build, one register in Korean, one word per concept
// (docs/glossary.md).

const MESSAGES = { ja, en, ko, zh };
type Lang = keyof typeof MESSAGES;

/** Japanese marks that none of en, ko, zh uses: the middle dot and the corner quotes. */
const JAPANESE_MARKS = /[・「」『』]/;
/** Full-width brackets: Chinese keeps them, English and Korean write "(…)". */
const FULL_WIDTH_BRACKETS = /[（）]/;

function strings(obj: unknown, prefix = ""): [string, string][] {
  if (typeof obj === "string") return [[prefix, obj]];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => strings(v, prefix ? `${prefix}.${k}` : k));
}

function offending(lang: Lang, pattern: RegExp) {
  return strings(MESSAGES[lang])
    .filter(([, value]) => pattern.test(value))
    .map(([key, value]) => `${key}: ${value}`);
}

/** What the shared formatters build in a language, from sample values. */
function formatted(lang: Lang): string[] {
  const t = createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: "trip" });
  const fmt = tripTextFormat((key, values) => t(key, values));
  const tiles = createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: "proposal.tiles" });
  const place = lang === "ko" ? ["미우라 해안", "가나가와현"] : lang === "zh" ? ["三浦海岸", "神奈川县"] : ["Miura Coast", "Kanagawa"];
  return [
    fmt.duration(139),
    fmt.yen(15000),
    fmt.yenRange(6500, 7600),
    fmt.list(["Odakyu", "Hakone Tozan"]),
    fmt.aside(createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: "proposal.accommodation" })("reviews", { count: 55 })),
    fmt.withAside(place[0], place[1]),
    fmt.placeInPrefecture("Umeda", "Osaka"),
    t("stayLength", { nights: 1, days: 2 }),
    t("guests", { count: 2 }),
    tiles("budgetValue", { amount: 15, yen: 15000 }),
    joinNames(["Odakyu", "Hakone Tozan"], lang),
  ];
}

describe("Japanese punctuation", () => {
  it.each(["en", "ko", "zh"] as const)("%s catalogue has no ・ or corner quotes", (lang) => {
    expect(offending(lang, JAPANESE_MARKS)).toEqual([]);
  });

  it.each(["en", "ko"] as const)("%s catalogue has no full-width brackets", (lang) => {
    expect(offending(lang, FULL_WIDTH_BRACKETS)).toEqual([]);
  });

  it.each(["en", "ko", "zh"] as const)("%s formatters build no ・ or corner quotes", (lang) => {
    expect(formatted(lang).filter((s) => JAPANESE_MARKS.test(s))).toEqual([]);
  });

  it.each(["en", "ko"] as const)("%s formatters build no full-width brackets", (lang) => {
    expect(formatted(lang).filter((s) => FULL_WIDTH_BRACKETS.test(s))).toEqual([]);
  });

  it("each language brackets a remark its own way", () => {
    const withAside = (lang: Lang, text: string, aside: string) => tripTextFormat((key, values) => createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: "trip" })(key, values)).withAside(text, aside);
    expect(withAside("ja", "三浦海岸", "神奈川県")).toBe("三浦海岸（神奈川県）");
    expect(withAside("en", "Miura Coast", "Kanagawa")).toBe("Miura Coast (Kanagawa)");
    expect(withAside("ko", "미우라 해안", "가나가와현")).toBe("미우라 해안 (가나가와현)");
    expect(withAside("zh", "三浦海岸", "神奈川县")).toBe("三浦海岸（神奈川县）");
  });
});

describe("numbers and money", () => {
  const budget = (lang: Lang) => createTranslator({ locale: lang, messages: MESSAGES[lang], namespace: "proposal.tiles" })("budgetValue", { amount: 15, yen: 15000 });

  it("writes the budget tile's 15,000 yen in each language's own units", () => {
    expect(budget("ja")).toBe("15千円〜");
    expect(budget("en")).toBe("From ¥15K");
    expect(budget("ko")).toBe("15,000엔부터");
    expect(budget("zh")).toBe("1.5万日元起");
  });

  it("puts days before nights in Chinese", () => {
    expect(createTranslator({ locale: "zh", messages: zh, namespace: "trip" })("stayLength", { nights: 1, days: 2 })).toBe("2天1晚");
  });
});

describe("one register and one word per concept", () => {
  // Words that end in 요 without being a 해요체 ending; 아니요 is the "No" button.
  const NOT_ENDINGS = new Set(["필요", "중요", "개요", "소요", "주요", "아니요"]);

  it("Korean states and asks in 합니다체; requests end in -세요", () => {
    const haeyo = strings(ko).filter(([, value]) =>
      [...value.matchAll(/([가-힣]*요)(?=[.!?…)\s,"']|$)/g)].some(([, word]) => !word.endsWith("세요") && !NOT_ENDINGS.has(word)),
    );
    expect(haeyo.map(([key, value]) => `${key}: ${value}`)).toEqual([]);
    expect(offending("ko", /십시오/)).toEqual([]);
  });

  it("the brand is 타비가차 in Korean and 旅扭蛋 in Chinese", () => {
    expect(offending("ko", /타비가챠|여행 가챠/)).toEqual([]);
    expect(offending("zh", /旅行扭蛋/)).toEqual([]);
  });

  it("Chinese addresses the traveller as 您 and calls a proposal 方案", () => {
    expect(offending("zh", /你/)).toEqual([]);
    expect(offending("zh", /提案/)).toEqual([]);
  });

  it("English signs in and out, never logs in", () => {
    expect(offending("en", /\blog[ -]?(in|out)\b/i)).toEqual([]);
  });
});

describe("Korean particles after an inserted word", () => {
  const t = createTranslator({ locale: "ko", messages: ko, namespace: "access.generated" });
  const concierge = createTranslator({ locale: "ko", messages: ko, namespace: "concierge.items" });

  it("choose 을/를 and 으로/로 by the word, not by the template", async () => {
    const { withJosa } = await import("@/lib/korean");
    expect(t("ride", withJosa({ line: "히카리", from: "도쿄", to: "오다와라" }))).toBe("도쿄에서 히카리를 타고 오다와라까지");
    expect(t("ride", withJosa({ line: "신칸센", from: "도쿄", to: "오다와라" }))).toBe("도쿄에서 신칸센을 타고 오다와라까지");
    expect(t("directionsTitleLine", withJosa({ line: "신칸센", to: "교토" }))).toBe("신칸센으로 교토까지");
    expect(t("directionsTitleLine", withJosa({ line: "특급 열차", to: "교토" }))).toBe("특급 열차로 교토까지");
    expect(t("directionsTitleLine", withJosa({ line: "JR 본선 전철", to: "교토" }))).toBe("JR 본선 전철로 교토까지");
    expect(concierge("accommodation.stay", withJosa({ name: "료칸" }))).toBe("료칸을 예약하세요.");
    expect(concierge("accommodation.stay", withJosa({ name: "호텔 뉴 가마쿠라" }))).toBe("호텔 뉴 가마쿠라를 예약하세요.");
  });

  it("leave no fixed particle or 을(를)-style pair after a placeholder", () => {
    expect(offending("ko", /\}(을|를|이|가|은|는|으로|로|과|와)(?![가-힣])|\((을|를|이|가|으)\)/)).toEqual([]);
  });
});
