// A real SMTP server (smtp-server) started inside a test, and the switch that points the app's
// mailer at it. The server can refuse every recipient (451), accept slowly, or hold chosen
// recipients without an answer until the test lets them go (a server that hangs on one message).
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { resetEnvForTests } from "@/lib/env";
import { resetMailerForTests } from "@/lib/mailer";

export interface Smtp {
  url: string;
  /** raw: headers unfolded for reading; source: the message exactly as received (for MIME parts). */
  received: { to: string[]; raw: string; source: string }[];
  /** While true, every recipient is refused with 451 (try again later). */
  refusing: boolean;
  /** Recipients waiting for an answer to RCPT TO (the held ones). */
  held: string[];
  /** Answers the held recipients, and every later one, at once. */
  release(): void;
  close(): Promise<void>;
}

export async function startSmtp(options: { refusing?: boolean; delayMs?: number; hold?: string[] } = {}): Promise<Smtp> {
  const waiting: (() => void)[] = [];
  let released = false;
  const smtp = { received: [] as Smtp["received"], refusing: options.refusing ?? false, held: [] as string[] } as Smtp;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // Held connections stay open until released; the server must not wait for them on close.
    closeTimeout: 100,
    onRcptTo(address, _session, callback) {
      if (smtp.refusing) return callback(Object.assign(new Error("Mailbox temporarily unavailable, try again later"), { responseCode: 451 }));
      if (!released && options.hold?.includes(address.address)) {
        smtp.held.push(address.address);
        waiting.push(() => callback());
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (c: Buffer) => (raw += c.toString("utf8")));
      stream.on("end", () =>
        setTimeout(() => {
          smtp.received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: raw.replace(/\r\n[ \t]+/g, " "), source: raw });
          callback();
        }, options.delayMs ?? 0),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  smtp.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  smtp.release = () => {
    released = true;
    waiting.splice(0).forEach((answer) => answer());
  };
  smtp.close = () => {
    smtp.release();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  };
  return smtp;
}

/** Points the mailer at `url`, or at nothing (mails are logged). */
export function useSmtp(url: string | undefined) {
  if (url) process.env.SMTP_URL = url;
  else delete process.env.SMTP_URL;
  resetEnvForTests();
  resetMailerForTests();
}
