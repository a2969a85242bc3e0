import * as React from "react";
import { cn } from "@/lib/utils";
import { parseMarkdown, type Inline } from "../markdown";

// Renders model output as React elements from our Markdown subset; never as raw HTML.

function Inlines({ parts }: { parts: Inline[] }) {
  return (
    <>
      {parts.map((p, i) =>
        p.kind === "strong" ? (
          <strong key={i} className="font-semibold text-sumi">{p.text}</strong>
        ) : p.kind === "code" ? (
          <code key={i} className="rounded bg-washi-deep px-1 py-0.5 text-[0.9em]">{p.text}</code>
        ) : (
          <React.Fragment key={i}>{p.text}</React.Fragment>
        ),
      )}
    </>
  );
}

const HEADING_CLASS = {
  1: "text-lg font-bold",
  2: "text-base font-bold",
  3: "text-[15px] font-semibold",
  4: "text-[15px] font-semibold",
} as const;

/** `trailing` (a streaming cursor) is placed at the end of the last line of text. */
export function MarkdownText({ source, className, trailing }: { source: string; className?: string; trailing?: React.ReactNode }) {
  const blocks = React.useMemo(() => parseMarkdown(source), [source]);
  const lastIndex = blocks.length - 1;
  const tail = (i: number) => (i === lastIndex ? trailing : null);
  return (
    <div className={cn("space-y-3 break-words text-[15px] leading-relaxed", className)}>
      {blocks.map((b, i) => {
        switch (b.kind) {
          case "heading": {
            const Tag = (["h3", "h3", "h4", "h5"] as const)[b.level - 1];
            return (
              <Tag key={i} className={cn("pt-1 text-sumi", HEADING_CLASS[b.level])}>
                <Inlines parts={b.content} />
                {tail(i)}
              </Tag>
            );
          }
          case "paragraph":
            return (
              <p key={i}>
                {b.lines.map((line, j) => (
                  <React.Fragment key={j}>
                    {j > 0 ? <br /> : null}
                    <Inlines parts={line} />
                  </React.Fragment>
                ))}
                {tail(i)}
              </p>
            );
          case "list": {
            const List = b.ordered ? "ol" : "ul";
            return (
              <List key={i} className={cn("space-y-1 ps-5", b.ordered ? "list-decimal" : "list-disc marker:text-mood")}>
                {b.items.map((item, j) => (
                  <li key={j}>
                    <Inlines parts={item} />
                    {j === b.items.length - 1 ? tail(i) : null}
                  </li>
                ))}
              </List>
            );
          }
          case "code":
            return (
              <pre key={i} className="overflow-x-auto rounded-xl bg-washi-deep p-3 text-[13px]">
                <code>{b.text}</code>
                {tail(i)}
              </pre>
            );
          case "rule":
            return <hr key={i} className="border-line" />;
        }
      })}
    </div>
  );
}
