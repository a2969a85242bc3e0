import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown } from "./markdown";

describe("the Markdown subset", () => {
  it("reads headings, lists, paragraphs and emphasis", () => {
    const blocks = parseMarkdown("## 箱根 1泊2日\n\n### 1日目\n- 10:00 **富士屋ホテル**へ\n- 芦ノ湖\n\n1. 朝食\n2. 出発\n\n予算は`3万円`です。\n次の行");
    expect(blocks).toEqual([
      { kind: "heading", level: 2, content: [{ kind: "text", text: "箱根 1泊2日" }] },
      { kind: "heading", level: 3, content: [{ kind: "text", text: "1日目" }] },
      {
        kind: "list",
        ordered: false,
        items: [
          [
            { kind: "text", text: "10:00 " },
            { kind: "strong", text: "富士屋ホテル" },
            { kind: "text", text: "へ" },
          ],
          [{ kind: "text", text: "芦ノ湖" }],
        ],
      },
      { kind: "list", ordered: true, items: [[{ kind: "text", text: "朝食" }], [{ kind: "text", text: "出発" }]] },
      {
        kind: "paragraph",
        lines: [
          [
            { kind: "text", text: "予算は" },
            { kind: "code", text: "3万円" },
            { kind: "text", text: "です。" },
          ],
          [{ kind: "text", text: "次の行" }],
        ],
      },
    ]);
  });

  it("keeps HTML as plain text, never as markup", () => {
    const blocks = parseMarkdown('<img src=x onerror="alert(1)"> **hi**');
    expect(blocks).toEqual([
      {
        kind: "paragraph",
        lines: [
          [
            { kind: "text", text: '<img src=x onerror="alert(1)"> ' },
            { kind: "strong", text: "hi" },
          ],
        ],
      },
    ]);
  });

  it("reads fenced code and rules, and survives an unclosed fence (a reply still streaming)", () => {
    expect(parseMarkdown("a\n---\n```\n{\"x\": 1}\n```")).toEqual([
      { kind: "paragraph", lines: [[{ kind: "text", text: "a" }]] },
      { kind: "rule" },
      { kind: "code", text: '{"x": 1}' },
    ]);
    expect(parseMarkdown("```json\n{\"x\"")).toEqual([{ kind: "code", text: '{"x"' }]);
  });

  it("leaves unmatched markers alone", () => {
    expect(parseInline("**open and `tick")).toEqual([{ kind: "text", text: "**open and `tick" }]);
  });
});
