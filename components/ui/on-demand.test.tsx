// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import * as React from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onDemand, useFirstItemFocus, useOnDemandPopup, type OnDemandPopupProps } from "./on-demand";

afterEach(cleanup);

/** Stands in for a Radix menu: shows its state and wraps the trigger it is given. */
function FakeMenu({ open, onOpenChange, focusFirst, children }: OnDemandPopupProps & { children: React.ReactElement }) {
  return (
    <div data-testid="loaded" data-open={open} data-focus-first={focusFirst}>
      {children}
      <button type="button" onClick={() => onOpenChange(false)}>
        close
      </button>
    </div>
  );
}

function setup(kind: "menu" | "dialog", loader = vi.fn(() => Promise.resolve(FakeMenu))) {
  const code = onDemand(loader);
  function Opener() {
    const { Popup, popup, opener } = useOnDemandPopup(code, kind);
    const face = <span className="sr-only">Languages</span>;
    return Popup ? (
      <Popup {...popup}>
        <button type="button">{face}</button>
      </Popup>
    ) : (
      <button {...opener}>{face}</button>
    );
  }
  render(<Opener />);
  return { loader, button: () => screen.getByRole("button", { name: "Languages" }) };
}

describe("useOnDemandPopup", () => {
  it("renders a plain button named and marked as the trigger, loading nothing yet", () => {
    const { loader, button } = setup("menu");
    expect(button().getAttribute("aria-haspopup")).toBe("menu");
    expect(button().getAttribute("aria-expanded")).toBe("false");
    expect(button().getAttribute("type")).toBe("button");
    expect(loader).not.toHaveBeenCalled();
  });

  it("starts loading on hover or focus, but opens only when pressed", async () => {
    const { loader, button } = setup("menu");
    fireEvent.pointerEnter(button());
    fireEvent.focus(button());
    await act(() => Promise.resolve());
    expect(loader).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("loaded")).toBeNull();

    fireEvent.pointerDown(button(), { button: 0 });
    const loaded = await screen.findByTestId("loaded");
    expect(loaded.dataset.open).toBe("true");
    expect(loaded.dataset.focusFirst).toBe("false");
  });

  it("a single press opens the menu once its code is in", async () => {
    const { loader, button } = setup("menu");
    fireEvent.pointerDown(button(), { button: 0 });
    expect(button().getAttribute("aria-expanded")).toBe("true");
    expect((await screen.findByTestId("loaded")).dataset.open).toBe("true");
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it("ignores a right click or a ctrl-click, as Radix's trigger does", async () => {
    const { button } = setup("menu");
    fireEvent.pointerDown(button(), { button: 2 });
    fireEvent.pointerDown(button(), { button: 0, ctrlKey: true });
    await act(() => Promise.resolve());
    expect(button().getAttribute("aria-expanded")).toBe("false");
  });

  it.each(["Enter", " ", "ArrowDown"])("opens on %j with the first item to take focus", async (key) => {
    const { button } = setup("menu");
    fireEvent.keyDown(button(), { key });
    const loaded = await screen.findByTestId("loaded");
    expect(loaded.dataset.open).toBe("true");
    expect(loaded.dataset.focusFirst).toBe("true");
  });

  it("keeps the loaded popup mounted after it closes", async () => {
    const { button } = setup("menu");
    fireEvent.keyDown(button(), { key: "Enter" });
    await screen.findByTestId("loaded");
    fireEvent.click(screen.getByRole("button", { name: "close" }));
    expect(screen.getByTestId("loaded").dataset.open).toBe("false");
  });

  it("opens a dialog on click (Enter and Space click a button)", async () => {
    const { button } = setup("dialog");
    expect(button().getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.keyDown(button(), { key: "Enter" });
    fireEvent.pointerDown(button(), { button: 0 });
    expect(button().getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(button());
    expect((await screen.findByTestId("loaded")).dataset.open).toBe("true");
  });

  it("closes again when the code cannot load, and tries again on the next press", async () => {
    const loader = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValue(FakeMenu);
    const { button } = setup("menu", loader);
    fireEvent.pointerDown(button(), { button: 0 });
    await act(() => Promise.resolve());
    expect(button().getAttribute("aria-expanded")).toBe("false");
    fireEvent.pointerDown(button(), { button: 0 });
    expect((await screen.findByTestId("loaded")).dataset.open).toBe("true");
    expect(loader).toHaveBeenCalledTimes(2);
  });
});

describe("useFirstItemFocus", () => {
  function Content({ focusFirst }: { focusFirst: boolean }) {
    const onFocus = useFirstItemFocus(focusFirst);
    return (
      <div role="menu" tabIndex={-1} onFocus={onFocus} data-testid="content">
        <div role="menuitem" tabIndex={-1} data-disabled="">
          off
        </div>
        <div role="menuitem" tabIndex={-1}>
          first
        </div>
        <div role="menuitem" tabIndex={-1}>
          second
        </div>
      </div>
    );
  }

  it("moves focus from the content to its first enabled item, once", () => {
    render(<Content focusFirst />);
    const content = screen.getByTestId("content");
    act(() => content.focus());
    expect(document.activeElement?.textContent).toBe("first");
    act(() => content.focus());
    expect(document.activeElement).toBe(content);
  });

  it("leaves focus on the content when the menu was opened by pointer", () => {
    render(<Content focusFirst={false} />);
    const content = screen.getByTestId("content");
    act(() => content.focus());
    expect(document.activeElement).toBe(content);
  });
});
