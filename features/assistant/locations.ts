// Finds which of our places a plan mentions, in the order the plan mentions them.

export interface PlaceName {
  /** What the place stands for (a destination id); several names may share one key. */
  key: string;
  names: string[];
}

/**
 * The keys of the places whose names occur in `text`, ordered by first occurrence, at most
 * `limit`. Longer names win over names they contain (箱根湯本 before 箱根), and Latin names
 * match whole words only, case-insensitively.
 */
export function findMentionedPlaces(text: string, places: PlaceName[], limit: number): string[] {
  const hits: { key: string; at: number; length: number }[] = [];
  for (const place of places) {
    let best: { at: number; length: number } | undefined;
    for (const name of place.names) {
      const at = indexOfName(text, name);
      if (at !== -1 && (!best || at < best.at || (at === best.at && name.length > best.length))) best = { at, length: name.length };
    }
    if (best) hits.push({ key: place.key, ...best });
  }
  hits.sort((a, b) => a.at - b.at || b.length - a.length);
  const keys: string[] = [];
  for (const h of hits) if (!keys.includes(h.key)) keys.push(h.key);
  return keys.slice(0, limit);
}

function indexOfName(text: string, name: string): number {
  const n = name.trim();
  if (n.length < 2) return -1;
  if (/^[\x20-\x7e]+$/.test(n)) {
    const re = new RegExp(`(^|[^A-Za-z0-9])${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![A-Za-z0-9])`, "i");
    const m = re.exec(text);
    return m ? m.index + m[1].length : -1;
  }
  return text.indexOf(n);
}
