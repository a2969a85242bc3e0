// Lists in the back office page by 10.
export const PAGE_SIZE = 10;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageCount: number;
}

/** "3" → 3; anything else → 1. */
export function pageNumber(value: unknown): number {
  const n = Number(Array.isArray(value) ? value[0] : value);
  return Number.isInteger(n) && n >= 1 && n <= 100_000 ? n : 1;
}

export function pageOf<T>(items: T[], total: number, page: number, size = PAGE_SIZE): Page<T> {
  return { items, total, page, pageCount: Math.max(1, Math.ceil(total / size)) };
}

/** One value of a search param ("?status=a&status=b" → "a"). */
export function param(value: string | string[] | undefined): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return v?.trim() ? v.trim() : undefined;
}
