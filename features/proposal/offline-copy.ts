import { z } from "zod/mini";
import { storedValue } from "@/lib/browser-storage";
import type { ProposalResponse } from "./types";

// The last proposal shown, with the stay and the way there the traveller picked, kept on the
// device so that the proposal opens on a train with no network (the draw itself needs the server).

export interface OfflineProposal {
  locale: string;
  response: ProposalResponse;
  accommodationId: string | null;
  accessId: string | null;
  savedAt: number;
}

// Our own server's answer: the envelope and the ids the screen relies on are checked.
const offlineProposal = z.looseObject({
  locale: z.string(),
  response: z.looseObject({ ok: z.literal(true), proposal: z.looseObject({ id: z.string(), accommodations: z.array(z.unknown()) }), pool: z.looseObject({}) }),
  accommodationId: z.nullable(z.string()),
  accessId: z.nullable(z.string()),
  savedAt: z.number(),
});

export const offlineProposalStore = storedValue<OfflineProposal>("tabigacha-proposal-offline", offlineProposal);

/** The kept proposal for this language, if any. */
export function readOfflineProposal(locale: string): OfflineProposal | null {
  const copy = offlineProposalStore.read();
  return copy && copy.locale === locale ? copy : null;
}
