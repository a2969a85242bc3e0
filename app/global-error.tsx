"use client";

// Last resort when the root layout itself fails: no translations are available here,
// so the text is given in Japanese and English.
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="ja">
      <body style={{ fontFamily: "system-ui, sans-serif", background: "#faf7f2", color: "#1f1d1a", display: "grid", placeItems: "center", minHeight: "100dvh", margin: 0 }}>
        <main role="alert" style={{ maxWidth: 420, padding: 28, borderRadius: 24, background: "#fff", border: "1px solid #e9d5ff" }}>
          <h1 style={{ fontSize: 20, margin: 0 }}>予期しないエラーが発生しました</h1>
          <p style={{ color: "#57534e" }}>An unexpected error occurred.</p>
          <div style={{ display: "flex", gap: 8, marginTop: 16 }}>
            <button onClick={() => reset()} style={{ padding: "10px 18px", borderRadius: 999, border: 0, background: "#1f1d1a", color: "#fff" }}>
              もう一度試す / Try again
            </button>
            {/* The root layout itself failed: a full page load is the point, not client navigation. */}
            {/* eslint-disable-next-line @next/next/no-location-assign-relative-destination */}
            <button onClick={() => window.location.assign("/")} style={{ padding: "10px 18px", borderRadius: 999, border: "1px solid #e7e0d4", background: "#fff" }}>
              ホーム / Home
            </button>
          </div>
        </main>
      </body>
    </html>
  );
}
