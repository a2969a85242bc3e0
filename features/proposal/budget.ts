import { BUDGET_SPLIT, DEFAULT_BUDGET } from "./constants";
import type { TotalBudget } from "./types";

/** The destination's estimate, or the default 15,000–50,000 yen when it has none. */
export function totalBudgetOf(min: number | null | undefined, max: number | null | undefined): TotalBudget {
  const lo = min && min > 0 ? min : DEFAULT_BUDGET.min;
  const hi = max && max > 0 ? max : DEFAULT_BUDGET.max;
  return { min: lo, max: Math.max(lo, hi) };
}

/** The budget tile's figure: the minimum in thousands of yen (20,000 → 20). */
export function budgetTileThousands(budget: TotalBudget): number {
  return Math.round(budget.min / 1000);
}

export interface BudgetBreakdown {
  lodging: TotalBudget;
  transport: TotalBudget;
  meals: TotalBudget;
  total: TotalBudget;
}

/** 60% lodging, 20% transport, 20% meals and other, applied to the minimum and the maximum. */
export function budgetBreakdown(budget: TotalBudget): BudgetBreakdown {
  const part = (share: number) => ({ min: Math.round(budget.min * share), max: Math.round(budget.max * share) });
  return { lodging: part(BUDGET_SPLIT.lodging), transport: part(BUDGET_SPLIT.transport), meals: part(BUDGET_SPLIT.meals), total: budget };
}
