import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env";
import { logger } from "./logger";
import type { MailAttachment } from "./mailer-types";

export type { MailAttachment };

// The one way the app hands an e-mail to an SMTP server (SMTP_URL). Callers do not send mail
// directly: they write it to the outbox (features/outbox), whose sender calls this. Without
// SMTP_URL nothing leaves the machine: the message is logged as 'would send' and the outbox
// row records it as logged.


export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
}

/**
 * How long the SMTP server may take to accept a connection, greet, and answer each step; the
 * outbox also gives each message a deadline of its own, so these only free the socket.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 4_000, greetingTimeout: 4_000, socketTimeout: 4_500 } as const;

let transport: { url: string; transporter: Transporter } | undefined;

export function isMailConfigured(): boolean {
  return Boolean(env().SMTP_URL);
}

/** "sent" once the SMTP server accepted it, "logged" without SMTP_URL. Throws when sending fails. */
export async function deliverMail(message: MailMessage): Promise<"sent" | "logged"> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) {
    logger.info("would send", { to: message.to, subject: message.subject, text: message.text });
    return "logged";
  }
  if (transport?.url !== SMTP_URL) transport = { url: SMTP_URL, transporter: nodemailer.createTransport({ url: SMTP_URL, ...SMTP_TIMEOUTS }) };
  const { html, attachments, ...plain } = message;
  await transport.transporter.sendMail({
    from: MAIL_FROM,
    ...plain,
    ...(html ? { html } : {}),
    ...(attachments?.length ? { attachments: attachments.map((a) => ({ ...a, encoding: "base64" })) } : {}),
  });
  return "sent";
}

/** Tests switch SMTP_URL between cases. */
export function resetMailerForTests() {
  transport = undefined;
}
