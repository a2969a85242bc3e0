// Deterministic replies of the fake AI service. They mention places and a stay that the seed
// data holds (箱根, 宮ノ下, 富士屋ホテル, 鎌倉) so features built on the replies can be tested
// against the seeded database.

export interface FakeChatBody {
  model?: string;
  messages?: { role: string; content: string }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean } | null;
  max_tokens?: number;
  temperature?: number;
}

export type ReplyKind = "chat" | "plan" | "itinerary" | "parsing" | "accommodation" | "advice" | "routes";

const text = (body: FakeChatBody, role: string) =>
  (body.messages ?? [])
    .filter((m) => m.role === role)
    .map((m) => m.content)
    .join("\n");

export function lastUserMessage(body: FakeChatBody): string {
  const users = (body.messages ?? []).filter((m) => m.role === "user");
  return users[users.length - 1]?.content ?? "";
}

/** Which kind of answer the request asks for, read from its system prompt (or its only message). */
export function replyKind(body: FakeChatBody): ReplyKind {
  const system = text(body, "system").toLowerCase();
  const all = `${system}\n${text(body, "user").toLowerCase()}`;
  if (all.includes('"routes"')) return "routes";
  if (system.includes("json")) return "parsing";
  if (system.includes("optimis") || system.includes("optimiz")) return "itinerary";
  if (system.includes("accommodation")) return "accommodation";
  if (system.includes("advice")) return "advice";
  if (system.includes("planner")) return "plan";
  return "chat";
}

function destinationOf(body: FakeChatBody): string {
  const m = /(?:destination|目的地)\s*[:：]\s*(.+)/i.exec(lastUserMessage(body));
  return m?.[1]?.trim() || "箱根";
}

/** The last sentence of the long reply that a question asking for detail (詳しく) gets. */
export const LONG_REPLY_END = "以上、詳しいご案内でした。";

export function chatReply(body: FakeChatBody): string {
  const asked = lastUserMessage(body);
  const q = asked.replace(/\s+/g, " ").trim().slice(0, 40);
  const short =
    `「${q}」についてお答えします。週末の小旅行なら箱根がおすすめです。` +
    "箱根湯本で日帰り温泉を楽しみ、宮ノ下の富士屋ホテルでクラシックな時間を過ごし、" +
    "芦ノ湖の遊覧船で景色を眺めてみてください。";
  if (!asked.includes("詳しく")) return short;
  // A long answer (about 12 s when streamed), so a test has time to watch it grow and stop it.
  return [
    short,
    "",
    "### 1日目",
    "- 新宿駅からロマンスカーで箱根湯本駅へ。車窓の景色を楽しみながら約85分の移動です。",
    "- 湯本の温泉街で食べ歩きをして、老舗の和菓子店でお土産を選びましょう。",
    "- 午後は登山電車で宮ノ下へ。スイッチバックで山を登る体験は箱根ならではです。",
    "- 富士屋ホテルにチェックインし、歴史ある館内やライブラリーを見学しましょう。",
    "",
    "### 2日目",
    "- 朝は早めに出発し、ケーブルカーとロープウェイで大涌谷へ向かいます。",
    "- 芦ノ湖では遊覧船に乗り、晴れていれば湖越しに富士山を眺められます。",
    "- 帰りは箱根湯本で日帰り温泉に立ち寄り、旅の疲れを癒やしてから帰路につきましょう。",
    "",
    LONG_REPLY_END,
  ].join("\n");
}

function planReply(body: FakeChatBody): string {
  const question = /(?:question|質問)\s*[:：]\s*(.+)/i.exec(lastUserMessage(body))?.[1];
  if (question) {
    return [
      "## ご質問への回答",
      "",
      `「${question.trim().slice(0, 40)}」なら、海も歴史も楽しめる**鎌倉**と、温泉の**箱根**がおすすめです。`,
      "",
      "- 鎌倉: 長谷の大仏と由比ガ浜の散歩",
      "- 箱根: 宮ノ下の富士屋ホテルでクラシックな滞在",
    ].join("\n");
  }
  const dest = destinationOf(body);
  return [
    `## ${dest} 1泊2日のおすすめプラン`,
    "",
    "### 1日目",
    "- 10:00 箱根湯本駅に到着し、湯本の温泉街を散策",
    "- 13:00 宮ノ下へ移動して、老舗の食堂で昼食",
    "- 15:00 **富士屋ホテル**にチェックインし、クラシックな館内を見学",
    "",
    "### 2日目",
    "- 09:00 芦ノ湖の遊覧船で湖上散歩",
    "- 12:00 箱根湯本でお土産探し",
    "",
    `予算の目安: 1人あたり約3万〜5万円（${dest}）。`,
  ].join("\n");
}

function itineraryReply(): string {
  return [
    "## 最適化した旅程",
    "",
    "### 1日目",
    "- 10:00 箱根湯本駅に到着（荷物は駅で預ける）",
    "- 11:00 宮ノ下で昼食、混雑前に入店",
    "- 15:00 富士屋ホテルにチェックイン",
    "",
    "### 2日目",
    "- 09:00 芦ノ湖の遊覧船（始発便で混雑を避ける）",
  ].join("\n");
}

export const PARSED_ITINERARY = {
  title: "箱根 1泊2日",
  days: [
    {
      day: 1,
      title: "温泉街と宮ノ下",
      items: [
        { time: "10:00", activity: "箱根湯本駅に到着", place: "箱根湯本" },
        { time: "15:00", activity: "富士屋ホテルにチェックイン", place: "宮ノ下" },
      ],
    },
    { day: 2, title: "芦ノ湖", items: [{ time: "09:00", activity: "芦ノ湖の遊覧船", place: "芦ノ湖" }] },
  ],
  tips: ["始発便で混雑を避ける"],
};

function parsingReply(malformed: boolean): string {
  if (malformed) return '旅程をJSONにしました。\n```json\n{ "title": "箱根 1泊2日", "days": [ { "day": 1, "items": [ { "time": "10:00" ' + "\n```";
  return `旅程をJSONにしました。\n\`\`\`json\n${JSON.stringify(PARSED_ITINERARY, null, 2)}\n\`\`\`\nご確認ください。`;
}

function routesReply(malformed: boolean, body?: FakeChatBody): string {
  if (malformed) return '{"routes": [ {"mode": "train", ';
  // The access service sends its routes as a JSON array on the prompt's last line: answer per id,
  // with prose around the object as real models do.
  const last = (body ? lastUserMessage(body) : "").split("\n").pop() ?? "";
  const given = (() => {
    try {
      return JSON.parse(last) as { id?: string; title?: string }[];
    } catch {
      return null;
    }
  })();
  if (Array.isArray(given) && given.every((r) => typeof r?.id === "string")) {
    const routes = given.map((r) => ({ id: r.id, description: `AIによる案内: ${r.title ?? ""}`, pros: ["AI: 景色が楽しめる"], cons: ["AI: 週末は混雑"], tips: ["AI: 早めの出発がおすすめ"] }));
    return `ルートを整形しました。\n${JSON.stringify({ routes })}\nよい旅を！`;
  }
  return `整形しました。${JSON.stringify({ routes: [{ mode: "train", title: "ロマンスカーで箱根湯本へ", duration: "約85分", cost: "2,470円" }] })}`;
}

export function replyFor(kind: ReplyKind, body: FakeChatBody, malformed = false): string {
  switch (kind) {
    case "chat":
      return chatReply(body);
    case "plan":
      return planReply(body);
    case "itinerary":
      return itineraryReply();
    case "parsing":
      return parsingReply(malformed);
    case "routes":
      return routesReply(malformed, body);
    case "accommodation":
      return "箱根なら、宮ノ下の**富士屋ホテル**がおすすめです。クラシックな建物と温泉で、記念日の旅にぴったりです。";
    case "advice":
      return "## 旅のアドバイス\n\n- 週末の箱根は午前中の移動がおすすめです。\n- 山の天気は変わりやすいので、羽織るものを持っていきましょう。";
  }
}

/** Small pieces (a few characters, or one word in spaced languages) for a streamed reply. */
export function chunksOf(content: string): string[] {
  const pieces = content.match(/[A-Za-z0-9'’]+\s*|[^A-Za-z0-9'’]{1,4}/g);
  return pieces ?? [content];
}

/** A rough, deterministic token count (about one per two characters). */
export function tokenCount(s: string): number {
  return Math.max(1, Math.ceil(s.length / 2));
}
