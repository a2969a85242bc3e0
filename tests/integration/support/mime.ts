// Reads a message as the SMTP server received it: its headers and each part decoded (quoted-
// printable or base64), so a test reads what a mail client would show.

export interface MimePart {
  headers: string;
  contentType: string;
  filename: string | null;
  text: string;
}

function decode(body: string, encoding: string): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, h: string) => `%${h}`);
    try {
      return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
    } catch {
      return bytes;
    }
  }
  return body;
}

const header = (headers: string, name: string) => new RegExp(`^${name}:\\s*(.*)$`, "im").exec(headers)?.[1] ?? "";

/** Every leaf part of the message (the message itself when it is not multipart). */
export function mimeParts(raw: string): MimePart[] {
  const split = raw.indexOf("\r\n\r\n") >= 0 ? raw.indexOf("\r\n\r\n") : raw.indexOf("\n\n");
  const headers = raw.slice(0, split).replace(/\r?\n[ \t]+/g, " ");
  const body = raw.slice(split).replace(/^\r?\n\r?\n/, "");
  const contentType = header(headers, "Content-Type");
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(contentType)?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith("--"))
      .flatMap((p) => mimeParts(p.replace(/^\r?\n/, "")));
  }
  const filename = /filename="?([^";\r\n]+)"?/i.exec(headers)?.[1] ?? null;
  return [{ headers, contentType, filename, text: decode(body, header(headers, "Content-Transfer-Encoding")) }];
}
