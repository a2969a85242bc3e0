// Shared by the proposal integration tests: draws through the service as the route handler does.
import { randomUUID } from "node:crypto";
import { destinations as seedDestinations } from "@/data/catalogue";
import { proposalRequestSchema, type ProposalRequest } from "@/features/proposal/schemas";
import { clearProposalCache, drawProposal } from "@/features/proposal/service";
import { reachFrom } from "@/features/access/server";

export { seedDestinations };
export const input = (request: ProposalRequest) => proposalRequestSchema.parse(request);
export const draw = (request: ProposalRequest, visitor = randomUUID(), locale: "ja" | "en" = "ja") => drawProposal(input(request), { id: visitor, known: true }, locale);
export const slugsWith = (mood: string) => seedDestinations.filter((d) => d.moods.includes(mood as never)).map((d) => d.slug).sort();

/** Without a departure the draw leaves from Tokyo Station: these slugs, cut to what the train reaches from there within `minutes`. */
export function reachableFromTokyo(slugs: string[], minutes: number): string[] {
  const tokyo = reachFrom({ latitude: 35.6812, longitude: 139.7671, stationId: "tokyo" });
  return slugs.filter((slug) => {
    const d = seedDestinations.find((x) => x.slug === slug)!;
    return (tokyo.to({ slug, latitude: d.latitude, longitude: d.longitude }).train?.minutes ?? Infinity) <= minutes;
  });
}

/** Draws until every destination of the pool was shown once, for one visitor. */
export async function drawAll(request: ProposalRequest, visitor = randomUUID()) {
  const first = await draw(request, visitor);
  const slugs = [first.proposal.slug];
  for (let i = 1; i < first.pool.total; i++) slugs.push((await draw(request, visitor)).proposal.slug);
  return { first, slugs, visitor };
}

/** Changes data, forgets the in-memory catalogue, runs the test, and undoes the change. */
export async function withChange(change: () => Promise<unknown>, undo: () => Promise<unknown>, test: () => Promise<void>) {
  await change();
  clearProposalCache();
  try {
    await test();
  } finally {
    await undo();
    clearProposalCache();
  }
}
