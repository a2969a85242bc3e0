// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { PhotoCredit } from "./photo-credit";

afterEach(cleanup);

describe("PhotoCredit", () => {
  it("names the author, links the licence and the file page, as CC BY-SA asks", () => {
    render(<PhotoCredit label="Photo" credit={{ source: "commons", author: "Hanako Yamada", licence: "CC BY-SA 4.0", licenceUrl: "https://creativecommons.org/licenses/by-sa/4.0", sourceUrl: "https://commons.wikimedia.org/wiki/File:X.jpg" }} />);
    expect(screen.getByTestId("photo-credit").textContent).toBe("Photo: Hanako Yamada · CC BY-SA 4.0 · Wikimedia Commons");
    expect(screen.getByRole("link", { name: "CC BY-SA 4.0" }).getAttribute("rel")).toContain("license");
    expect(screen.getByRole("link", { name: "Wikimedia Commons" }).getAttribute("href")).toBe("https://commons.wikimedia.org/wiki/File:X.jpg");
  });

  it("shows an administrator's own photo without a source link", () => {
    render(<PhotoCredit label="写真" credit={{ source: "upload", author: "旅ガチャ", licence: "", licenceUrl: null, sourceUrl: null }} />);
    expect(screen.getByTestId("photo-credit").textContent).toBe("写真: 旅ガチャ");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
