// The trip's shared controls: the date-range picker, the party stepper, the mood cards, the
// calendar and share buttons, and the formatting of trip facts in the page's language.
export { DateRangeDialog, preloadDateRangeDialog } from "./components/lazy-date-range-dialog";
export { GuestStepper } from "./components/guest-stepper";
export { MoodCards } from "./components/mood-cards";
export { useTripFormat } from "./use-trip-format";
export { KeepAmounts } from "./components/keep-amounts";
export { CalendarShareActions, type TripShare } from "./components/calendar-share-actions";
export type { TripCalendarInput } from "./calendar";
export { PartyPicker } from "./components/party-picker";
export { BudgetCapField } from "./components/budget-cap-field";
export { ReachField, type ReachValue } from "./components/reach-field";
