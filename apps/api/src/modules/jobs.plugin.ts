// Runs the scheduled jobs (lib/scheduled-jobs.ts) inside the API process, like the mail worker:
// started when the server is ready (unless built with startWorkers: false, as tests are, which call
// app.jobs.runDue(now) themselves) and stopped when the instance begins to go away, or closes. Which
// jobs of the services exist is decided in modules/services.ts (scheduledJobs), where the services are
// composed; the file cleanup (lib/file-store.ts) belongs to no service and is added here.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fileCleanupJob } from '../lib/file-store.ts';
import { createJobRunner, type JobRunner } from '../lib/scheduled-jobs.ts';
import { scheduledJobs } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobRunner;
  }
}

export default fp(
  function jobsPlugin(app: FastifyInstance): Promise<void> {
    const runner = createJobRunner(app.db, app.log);
    for (const job of [...scheduledJobs(app.services), fileCleanupJob(app.fileStorage)]) runner.register(job);
    app.decorate('jobs', runner);
    app.addHook('onReady', (done) => {
      if (app.startWorkers) runner.start();
      done();
    });
    app.lifecycle.onDrain((waitMs) => runner.stop(waitMs));
    app.addHook('onClose', async () => {
      await runner.stop();
    });
    return Promise.resolve();
  },
  { name: 'jobs', dependencies: ['services', 'lifecycle'] },
);
