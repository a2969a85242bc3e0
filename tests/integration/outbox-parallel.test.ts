// The outbox sends in parallel, each message with its own deadline: a server that hangs on one
// message does not hold up the others, and a server that never greets costs each message one
// deadline, all tried in the same round and retried later with growing waits.
import net from "node:net";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db";
import { startSmtp, useSmtp, type Smtp } from "./support/smtp";

const outbox = () => import("@/features/outbox/service");

let smtp: Smtp | undefined;
let silent: net.Server | undefined;
const sockets = new Set<net.Socket>();
afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  sockets.forEach((socket) => socket.destroy());
  await new Promise<void>((resolve) => (silent ? silent.close(() => resolve()) : resolve()));
  silent = undefined;
  useSmtp(undefined);
});

let batch = 0;
/** Pending mails of a batch of their own, oldest first, to these recipients. */
async function queue(recipients: string[]) {
  const db = await getDb();
  const tag = `parallel-${++batch}-${Date.now()}`;
  for (const [i, recipient] of recipients.entries()) {
    await db.outboxEmail.create({ data: { recipient, kind: "booking_confirmed", language: "en", subject: `${tag} #${i}`, body: "Hello", createdAt: new Date(Date.now() - 60_000 + i) } });
  }
  return { tag, rows: () => db.outboxEmail.findMany({ where: { subject: { startsWith: tag } }, orderBy: { subject: "asc" } }) };
}

describe("the sender in parallel", () => {
  it("one hanging message of three: the other two go out at once, the held one after it is answered", async () => {
    smtp = await startSmtp({ hold: ["hangs@slow.example"] });
    useSmtp(smtp.url);
    const { deliverDueEmails } = await outbox();
    // The hanging one is the oldest, so one-at-a-time sending would try it first and wait.
    const { rows } = await queue(["hangs@slow.example", "quick-1@example.com", "quick-2@example.com"]);

    // A deadline far beyond the test's wait: only parallel sending can deliver the two meanwhile.
    const round = deliverDueEmails(new Date(), { deadlineMs: 120_000 });
    await expect.poll(() => smtp!.received.map((m) => m.to[0]).sort(), { timeout: 10_000 }).toEqual(["quick-1@example.com", "quick-2@example.com"]);
    expect(smtp.held).toEqual(["hangs@slow.example"]);
    await expect.poll(async () => (await rows()).map((r) => r.status), { timeout: 10_000 }).toEqual(["pending", "sent", "sent"]);

    smtp.release();
    expect(await round).toMatchObject({ sent: 3, retrying: 0 });
    expect((await rows()).map((r) => r.status)).toEqual(["sent", "sent", "sent"]);
  });

  it("a server that never greets: every due mail is tried in one round, each fails at its deadline and waits for a retry", async () => {
    silent = net.createServer((socket) => sockets.add(socket)); // accepts, never says a word
    await new Promise<void>((resolve) => silent!.listen(0, "127.0.0.1", resolve));
    useSmtp(`smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`);
    const { deliverDueEmails } = await outbox();
    const { rows } = await queue(Array.from({ length: 8 }, (_, i) => `guest-${i}@example.com`));

    const now = Date.now();
    const round = await deliverDueEmails(new Date(now), { deadlineMs: 300 });
    expect(round.retrying).toBeGreaterThanOrEqual(8);
    for (const row of await rows()) {
      expect(row).toMatchObject({ status: "pending", attempts: 1 });
      expect(row.lastError).toMatch(/deadline|timeout|greeting/i);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(now + 60_000);
    }
  });
});
