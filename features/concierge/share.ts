/**
 * Shares through the native share sheet where the browser has one, otherwise copies the text
 * and address to the clipboard. "cancelled" when the traveller closed the sheet.
 */
export async function shareOrCopy(data: { title: string; text: string; url: string }, nav: Navigator = navigator): Promise<"shared" | "copied" | "cancelled" | "failed"> {
  if (typeof nav.share === "function" && (!nav.canShare || nav.canShare(data))) {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      // not allowed here (no user activation, permissions policy): fall back to the clipboard
    }
  }
  try {
    await nav.clipboard.writeText(`${data.text} ${data.url}`);
    return "copied";
  } catch {
    return "failed";
  }
}
