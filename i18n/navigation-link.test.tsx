// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import type * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Link } from "./navigation-link";

// next-intl's Link, reduced to what this wrapper decides: the prefetch it is given.
vi.mock("next-intl/navigation", () => ({
  createNavigation: () => ({
    Link: ({ prefetch, href, ...rest }: { prefetch?: boolean | null | "auto"; href: string } & React.ComponentProps<"a">) => (
      <a href={href} data-prefetch={String(prefetch)} {...rest} />
    ),
  }),
}));

afterEach(cleanup);

describe("Link", () => {
  it("does not prefetch a link only because it is on screen", () => {
    render(<Link href="/magic-question">Start</Link>);
    expect(screen.getByRole("link", { name: "Start" }).dataset.prefetch).toBe("false");
  });

  it.each([
    ["a pointer over it (or a finger landing on it)", (el: HTMLElement) => fireEvent.pointerEnter(el)],
    ["keyboard focus", (el: HTMLElement) => fireEvent.focus(el)],
  ])("prefetches as Next does once the visitor shows intent: %s", (_, intent) => {
    render(<Link href="/travel-hub">Hub</Link>);
    const link = screen.getByRole("link", { name: "Hub" });
    intent(link);
    expect(link.dataset.prefetch).toBe("null");
  });

  it("keeps the caller's own handlers and an explicit prefetch", () => {
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    render(
      <Link href="/" prefetch onPointerEnter={onPointerEnter} onFocus={onFocus}>
        Home
      </Link>,
    );
    const link = screen.getByRole("link", { name: "Home" });
    expect(link.dataset.prefetch).toBe("true");
    fireEvent.pointerEnter(link);
    fireEvent.focus(link);
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
