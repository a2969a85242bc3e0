import * as React from "react";

// A yen amount or range with its sign, unit and 'from' mark, as the trip messages write them in
// each language: 3,220〜3,750円, 6,000円〜, ¥3,220–¥3,750, ¥17K, 12,880~15,000엔, 1.7万日元起.
const NUMBER = String.raw`¥?\d[\d,.]*[KM]?(?:\s?(?:[万千]?円|엔|[万千]?日元))?`;
const AMOUNT = new RegExp(String.raw`${NUMBER}(?:\s?[〜~–-]\s?${NUMBER})?(?:[〜~]|起)?`, "gu");

/** The text split into runs, amounts marked: a line may break between words, never inside an amount. */
export function amountRuns(text: string): { text: string; amount: boolean }[] {
  const runs: { text: string; amount: boolean }[] = [];
  let last = 0;
  for (const m of text.matchAll(AMOUNT)) {
    if (m.index > last) runs.push({ text: text.slice(last, m.index), amount: false });
    runs.push({ text: m[0], amount: true });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), amount: false });
  return runs;
}

/** Running text with prices in it ('目安 12,880〜15,000円（片道3,220〜3,750円…'), each price kept on one line. */
export function KeepAmounts({ text }: { text: string }) {
  return (
    <>
      {amountRuns(text).map((run, i) =>
        run.amount ? (
          <span key={i} className="whitespace-nowrap">
            {run.text}
          </span>
        ) : (
          <React.Fragment key={i}>{run.text}</React.Fragment>
        ),
      )}
    </>
  );
}
