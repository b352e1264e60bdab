import type { JobName, JobQueue } from './platform/ports';

/** Housekeeping as recurring jobs every so many minutes: one worker of the cluster runs each, retried like any job. */
export function recurring(jobs: JobQueue, schedule: [minutes: number, name: JobName, task: () => Promise<unknown>][]) {
  for (const [minutes, name, task] of schedule) {
    jobs.work(name, async () => void (await task()));
    jobs.every(name, minutes);
  }
}
