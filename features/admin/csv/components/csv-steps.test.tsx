// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { afterEach, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { CsvSteps } from "./csv-steps";

afterEach(cleanup);

const steps = (states: Parameters<typeof CsvSteps>[0]["states"]) =>
  render(
    <NextIntlClientProvider locale="en" messages={en}>
      <CsvSteps states={states} />
    </NextIntlClientProvider>,
  );

describe("CsvSteps", () => {
  it("names each step with where it stands, the running one as the current step", () => {
    steps({ read: "done", check: "current", import: "todo" });
    const list = screen.getByRole("list", { name: "Import steps" });
    expect(within(list).getAllByRole("listitem").map((li) => li.querySelector(":scope > span:not([aria-hidden])")?.textContent)).toEqual(["Read the file (done)", "Check every row (in progress)", "Save to the database"]);
    expect(within(list).getByText("Check every row").closest("li")?.getAttribute("aria-current")).toBe("step");
  });

  it("marks a check that found errors", () => {
    steps({ read: "done", check: "failed", import: "todo" });
    expect(screen.getByText("Check every row").closest("li")?.textContent).toContain("Check every row (needs attention)");
  });
});
