import "server-only";
import { expireBookingsJob } from "@/features/booking/server";
import { outboxJob } from "@/features/outbox/server";
import { startScheduler, type Job } from "@/lib/scheduler";

// The jobs the app runs itself (started by instrumentation.ts).

export const APP_JOBS: Job[] = [expireBookingsJob, outboxJob];

export function startAppJobs() {
  return startScheduler(APP_JOBS);
}
