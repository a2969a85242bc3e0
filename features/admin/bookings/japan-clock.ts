/** "2026-11-28 16:05 JST": a moment as the stays and the desk read it, whatever the server's zone. */
export function japanClock(iso: string | null): string {
  if (!iso) return "";
  return `${new Date(Date.parse(iso) + 9 * 3_600_000).toISOString().slice(0, 16).replace("T", " ")} JST`;
}
