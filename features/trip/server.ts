import "server-only";

export { upcomingHolidays, type HolidayMap } from "./holidays";
