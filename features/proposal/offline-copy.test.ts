// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { offlineProposalStore, readOfflineProposal } from "./offline-copy";

beforeEach(() => localStorage.clear());

const copy = {
  locale: "en",
  response: { ok: true, proposal: { id: "hakone", name: "Hakone", accommodations: [{ id: "a" }] }, pool: { size: 3 } },
  accommodationId: "a",
  accessId: null,
  savedAt: 1,
};

describe("the proposal kept for offline use", () => {
  it("is read back in its own language only", () => {
    localStorage.setItem("tabigacha-proposal-offline", JSON.stringify(copy));
    expect(readOfflineProposal("en")).toEqual(copy);
    expect(readOfflineProposal("ja")).toBeNull();
  });

  it("reads as absent when the answer lacks what the screen relies on", () => {
    localStorage.setItem("tabigacha-proposal-offline", JSON.stringify({ ...copy, response: { ...copy.response, ok: false } }));
    expect(offlineProposalStore.read()).toBeNull();
    localStorage.setItem("tabigacha-proposal-offline", JSON.stringify({ ...copy, response: { ...copy.response, proposal: { name: "Hakone", accommodations: [] } } }));
    expect(offlineProposalStore.read()).toBeNull();
    localStorage.setItem("tabigacha-proposal-offline", JSON.stringify({ ...copy, accessId: undefined }));
    expect(offlineProposalStore.read()).toBeNull();
  });
});
