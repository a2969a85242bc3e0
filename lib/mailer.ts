import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "./env";
import { logger } from "./logger";

// The one way the app sends e-mail. Without SMTP_URL nothing leaves the machine: the message is
// logged as 'would send' (spec 02 §7), which is what the demo and the tests run with.

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export type MailOutcome = { sent: true } | { sent: false; reason: "not-configured" | "failed" };

let transport: Transporter | undefined;

export async function sendMail(message: MailMessage): Promise<MailOutcome> {
  const { SMTP_URL, MAIL_FROM } = env();
  if (!SMTP_URL) {
    logger.info("would send", { to: message.to, subject: message.subject, text: message.text });
    return { sent: false, reason: "not-configured" };
  }
  try {
    transport ??= nodemailer.createTransport(SMTP_URL);
    await transport.sendMail({ from: MAIL_FROM, ...message });
    return { sent: true };
  } catch (error) {
    // A mail that cannot go out must not undo the booking change that caused it.
    logger.error("mail failed", { to: message.to, subject: message.subject, message: error instanceof Error ? error.message : String(error) });
    return { sent: false, reason: "failed" };
  }
}

/** Tests switch SMTP_URL between cases. */
export function resetMailerForTests() {
  transport = undefined;
}
