import type { Metadata } from "next";
import Link from "next/link";
import ja from "@/messages/ja.json";
import en from "@/messages/en.json";

// An address outside every language (a file name such as /missing.png that no language folder
// holds) ends here, above app/[lang]/layout.tsx, so this page draws its own <html>. It cannot
// know a language from the path: it speaks Japanese, the site's default, with English beside it.

export const metadata: Metadata = { title: `${ja.common.notFound.title} | ${ja.seo.siteName}`, robots: { index: false } };

export default function RootNotFound() {
  return (
    <html lang="ja">
      <body style={{ fontFamily: "system-ui, sans-serif", background: "#faf7f2", color: "#1f1d1a", display: "grid", placeItems: "center", minHeight: "100dvh", margin: 0 }}>
        <main style={{ maxWidth: 420, padding: 28, textAlign: "center" }}>
          <p style={{ letterSpacing: "0.2em", color: "#57534e" }}>404</p>
          <h1 style={{ fontSize: 22 }}>{ja.common.notFound.title}</h1>
          <p>{ja.common.notFound.description}</p>
          <p lang="en" style={{ color: "#57534e" }}>
            {en.common.notFound.title}. {en.common.notFound.description}
          </p>
          <Link href="/" style={{ color: "#1f1d1a" }}>
            {ja.common.notFound.home} / <span lang="en">{en.common.notFound.home}</span>
          </Link>
        </main>
      </body>
    </html>
  );
}
