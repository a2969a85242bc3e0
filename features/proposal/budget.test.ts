import { describe, expect, it } from "vitest";
import { budgetBreakdown, budgetTileThousands, totalBudgetOf } from "./budget";

describe("proposal budget", () => {
  it("defaults to 15,000–50,000 yen", () => {
    expect(totalBudgetOf(null, undefined)).toEqual({ min: 15000, max: 50000 });
    expect(totalBudgetOf(0, 0)).toEqual({ min: 15000, max: 50000 });
    expect(totalBudgetOf(20000, 55000)).toEqual({ min: 20000, max: 55000 });
  });

  it("shows the minimum in thousands on the tile", () => {
    expect(budgetTileThousands({ min: 20000, max: 55000 })).toBe(20);
    expect(budgetTileThousands({ min: 15000, max: 50000 })).toBe(15);
  });

  it("splits 60/20/20 for both ends", () => {
    expect(budgetBreakdown({ min: 20000, max: 55000 })).toEqual({
      lodging: { min: 12000, max: 33000 },
      transport: { min: 4000, max: 11000 },
      meals: { min: 4000, max: 11000 },
      total: { min: 20000, max: 55000 },
    });
  });
});
