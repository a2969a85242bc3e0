// The authentication error page's message, chosen by the error description:
// one containing PKCE is a flow problem (try again), redirect is a redirect-URL setting problem
// (contact the administrator), invalid is an invalid request; any other description is shown as
// it is. Without a description, access_denied says access was denied; anything else is generic.

export type AuthErrorMessage =
  | { kind: "pkce" }
  | { kind: "redirect" }
  | { kind: "invalid" }
  | { kind: "description"; text: string }
  | { kind: "accessDenied" }
  | { kind: "generic" };

const MAX_DESCRIPTION = 300;

export function authErrorMessage(error: string | null | undefined, description: string | null | undefined): AuthErrorMessage {
  const text = (description ?? "").trim().slice(0, MAX_DESCRIPTION);
  if (text) {
    const lower = text.toLowerCase();
    if (lower.includes("pkce")) return { kind: "pkce" };
    if (lower.includes("redirect")) return { kind: "redirect" };
    if (lower.includes("invalid")) return { kind: "invalid" };
    return { kind: "description", text };
  }
  if ((error ?? "").trim().toLowerCase() === "access_denied") return { kind: "accessDenied" };
  return { kind: "generic" };
}
