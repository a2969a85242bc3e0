// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import ja from "@/messages/ja.json";
import { AccountSkeleton, ArticleSkeleton } from "./page-skeletons";

afterEach(cleanup);

describe("page skeletons", () => {
  it.each([AccountSkeleton, ArticleSkeleton])("say once that the page is loading: %o", (Skeleton) => {
    render(
      <NextIntlClientProvider locale="ja" messages={ja}>
        <Skeleton />
      </NextIntlClientProvider>,
    );
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-busy")).toBe("true");
    expect(status.textContent).toBe("ページを読み込んでいます...");
  });
});
