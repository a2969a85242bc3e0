import "server-only";
import { expireBookingsJob } from "@/features/booking/server";
import { outboxJob } from "@/features/outbox/server";
import { visitorRetentionJob } from "@/features/proposal/server";
import { errorLogRetentionJob } from "@/lib/error-log-retention";
import { startScheduler, type Job } from "@/lib/scheduler";

// The jobs the app runs itself (started by instrumentation.ts).

export const APP_JOBS: Job[] = [expireBookingsJob, outboxJob, errorLogRetentionJob, visitorRetentionJob];

export function startAppJobs() {
  return startScheduler(APP_JOBS);
}
