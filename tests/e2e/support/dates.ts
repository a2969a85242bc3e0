/** The date in Japan `offsetDays` from today, as YYYY-MM-DD. */
export function jstDay(offsetDays: number): string {
  return new Date(Date.now() + 9 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
