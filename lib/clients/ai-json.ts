// Models often wrap the JSON they were asked for in prose or a code fence. This finds the first
// complete JSON object in a reply by scanning for balanced braces, aware of strings and escapes.

/** The first JSON object in `text` that parses, or undefined. */
export function extractFirstJson(text: string): unknown {
  let from = text.indexOf("{");
  // Bounded so a reply full of stray braces cannot make this quadratic.
  for (let tries = 0; from !== -1 && tries < 50; tries++) {
    const end = matchingBrace(text, from);
    if (end !== -1) {
      try {
        return JSON.parse(text.slice(from, end + 1));
      } catch {
        // A brace in prose ("{like this}") or a broken object: try the next opening brace.
      }
    }
    from = text.indexOf("{", from + 1);
  }
  return undefined;
}

/** Index of the brace closing the one at `start`, or -1 when the text ends first. */
function matchingBrace(text: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    else if (c === "{") depth++;
    else if (c === "}") {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

/** Runs `fn` over `items` with at most `concurrency` calls in flight; results keep input order. */
export async function runBatch<T, R>(items: readonly T[], fn: (item: T, index: number) => Promise<R>, concurrency = 3): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return results;
}
