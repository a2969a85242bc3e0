"use client";

import type { ProposalRequest } from "./schemas";
import type { AccessDetails, ProposalErrorResponse, ProposalResponse } from "./types";

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

function destinationQuery(locale: string, body: Pick<ProposalRequest, "hasCar" | "departure">) {
  const query = new URLSearchParams({ lang: locale, car: body.hasCar ? "1" : "0" });
  if (body.departure?.stationId) query.set("from", body.departure.stationId);
  if (body.departure?.label) query.set("label", body.departure.label);
  return query;
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

/** The full routes for the access details dialog. */
export async function fetchAccessDetails(destinationId: string, locale: string, options: { hasCar: boolean; from?: string }): Promise<AccessDetails | null> {
  const query = destinationQuery(locale, { hasCar: options.hasCar, departure: { stationId: options.from } });
  const result = await call<{ ok: true; details: AccessDetails }>(`/api/proposal/destinations/${destinationId}/access?${query}`);
  return result.ok ? result.details : null;
}
