// One message, two forms: the plain text every client shows and an HTML version with the same
// words, built from the same blocks so the two never say different things. Pure (no I/O).

export type MailBlock =
  | { kind: "p"; text: string; strong?: boolean }
  | { kind: "facts"; rows: { label: string; value: string; href?: string }[] }
  | { kind: "link"; text: string; href: string }
  | { kind: "list"; title: string; items: string[] }
  | { kind: "img"; cid: string; alt: string };

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
const paragraphs = (s: string) => escape(s).replace(/\n/g, "<br>");

function plain(block: MailBlock): string | null {
  switch (block.kind) {
    case "p":
      return block.text;
    case "facts":
      return block.rows.map((r) => `${r.label}: ${r.value}${r.href && r.href !== r.value ? ` (${r.href})` : ""}`).join("\n");
    case "link":
      return `${block.text}\n${block.href}`;
    case "list":
      return [block.title, ...block.items.map((i) => `- ${i}`)].join("\n");
    case "img":
      return null;
  }
}

function html(block: MailBlock): string {
  switch (block.kind) {
    case "p":
      return `<p style="margin:0 0 14px">${block.strong ? `<strong>${paragraphs(block.text)}</strong>` : paragraphs(block.text)}</p>`;
    case "facts":
      return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${block.rows
        .map((r) => `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:#555;font-weight:normal;vertical-align:top">${escape(r.label)}</th><td style="padding:4px 0">${r.href ? `<a href="${escape(r.href)}">${paragraphs(r.value)}</a>` : paragraphs(r.value)}</td></tr>`)
        .join("")}</table>`;
    case "link":
      return `<p style="margin:0 0 14px"><a href="${escape(block.href)}" style="display:inline-block;padding:10px 16px;border-radius:8px;background:#b4412f;color:#fff;text-decoration:none">${escape(block.text)}</a></p>`;
    case "list":
      return `<p style="margin:0 0 6px">${escape(block.title)}</p><ul style="margin:0 0 14px">${block.items.map((i) => `<li>${escape(i)}</li>`).join("")}</ul>`;
    case "img":
      return `<p style="margin:0 0 14px"><img src="cid:${escape(block.cid)}" alt="${escape(block.alt)}" width="160" height="160"></p>`;
  }
}

export function renderMail(blocks: MailBlock[], lang: string): { text: string; html: string } {
  const text = blocks
    .map(plain)
    .filter((s): s is string => s !== null)
    .join("\n\n");
  const body = blocks.map(html).join("\n");
  return { text, html: `<!doctype html><html lang="${escape(lang)}"><body style="font-family:sans-serif;line-height:1.6;color:#222;max-width:560px">${body}</body></html>` };
}
