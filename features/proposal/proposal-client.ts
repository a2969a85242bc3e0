"use client";

import type { ProposalRequest } from "./schemas";
import type { ProposalErrorResponse, ProposalResponse } from "./types";
import type { PoolOdds } from "./odds";

type Failure = ProposalErrorResponse;

async function call<T>(url: string, init?: RequestInit): Promise<T | Failure> {
  try {
    const response = await fetch(url, init);
    const data = (await response.json().catch(() => null)) as (T & { ok: boolean }) | Failure | null;
    if (data && typeof data === "object" && "ok" in data) return data;
    return { ok: false, code: "SERVER_ERROR", message: "" };
  } catch {
    return { ok: false, code: "NETWORK_ERROR", message: "" };
  }
}

/** Draws (or re-shows) a destination; failures come back as results, never a throw. */
export async function fetchProposal(body: ProposalRequest, locale: string): Promise<ProposalResponse | Failure> {
  return call<ProposalResponse>(`/api/proposal?lang=${locale}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    cache: "no-store",
  });
}

/** The 'how this draw works' sheet's facts for a question (the draw's body, without `show`). */
export async function fetchOdds(body: ProposalRequest, locale: string): Promise<PoolOdds | Failure> {
  return call<PoolOdds>(`/api/proposal-odds?lang=${locale}`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
    cache: "no-store",
  });
}
