import { Head, Html, Main, NextScript } from "next/document";

// The Pages Router only serves /api/proposal, but Next still draws its error pages (the static
// 500 page among them) through this document: they get the site's default language.
export default function Document() {
  return (
    <Html lang="ja">
      <Head />
      <body>
        <Main />
        <NextScript />
      </body>
    </Html>
  );
}
