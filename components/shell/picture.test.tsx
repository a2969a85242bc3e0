// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { LazyImage } from "./lazy-image";
import { Picture } from "./picture";

const ID = "0b6f6c1e-3a1d-4c55-9a43-2f1d1c9e8a10";
afterEach(cleanup);

describe("Picture", () => {
  it("offers a library photo as AVIF, then WebP, by width, with the original as the fallback", () => {
    const { container } = render(<Picture src={`/api/images/${ID}`} alt="箱根の朝" sizes="(min-width: 768px) 50vw, 100vw" className="h-full" />);
    const sources = [...container.querySelectorAll("picture > source")].map((s) => [s.getAttribute("type"), s.getAttribute("srcset"), s.getAttribute("sizes")]);
    expect(sources).toEqual([
      ["image/avif", `/photos/${ID}/480.avif 480w, /photos/${ID}/960.avif 960w, /photos/${ID}/1600.avif 1600w`, "(min-width: 768px) 50vw, 100vw"],
      ["image/webp", `/photos/${ID}/480.webp 480w, /photos/${ID}/960.webp 960w, /photos/${ID}/1600.webp 1600w`, "(min-width: 768px) 50vw, 100vw"],
    ]);
    const img = screen.getByRole("img", { name: "箱根の朝" });
    expect(img.getAttribute("src")).toBe(`/photos/${ID}`);
    expect(img.className).toBe("h-full");
  });

  it("keeps bundled artwork a plain image", () => {
    const { container } = render(<Picture src="/images/destinations/hakone.svg" alt="" />);
    expect(container.querySelector("picture")).toBeNull();
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/images/destinations/hakone.svg");
  });
});

describe("LazyImage", () => {
  it("shows a priority library photo at once with its smaller copies", () => {
    const { container } = render(<LazyImage src={`/api/images/${ID}`} alt="露天風呂" priority sizes="100vw" />);
    expect(screen.getByRole("img", { name: "露天風呂" }).getAttribute("src")).toBe(`/photos/${ID}`);
    expect(container.querySelectorAll("picture > source")).toHaveLength(2);
  });
});
