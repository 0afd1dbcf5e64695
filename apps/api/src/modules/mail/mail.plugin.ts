// Runs the outbox worker inside the API process: started when the server is ready (unless the app
// was built with startWorkers: false, as tests do) and stopped, cleanly, when the instance begins to go
// away or closes.
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createFileTransport, createSmtpTransport, type MailTransport } from './mail-transport.ts';
import { createMailWorker, type MailWorker } from './mail-worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox worker; services call wake() after committing mail so it goes out at once. */
    mailWorker: MailWorker;
    mailTransport: MailTransport;
  }
}

export function mailDirectory(app: FastifyInstance): string {
  return path.join(app.config.dataDir, 'mail');
}

export default fp(
  function mailPlugin(app: FastifyInstance): Promise<void> {
    const transport = app.config.SMTP_URL
      ? createSmtpTransport(app.config.SMTP_URL)
      : createFileTransport(mailDirectory(app));
    const worker = createMailWorker({ db: app.db, transport, from: app.config.MAIL_FROM, log: app.log });
    app.decorate('mailTransport', transport);
    app.decorate('mailWorker', worker);

    app.addHook('onReady', (done) => {
      if (!app.startWorkers) return done();
      if (transport.kind === 'file') {
        app.log.info({ directory: mailDirectory(app) }, 'no SMTP_URL: e-mails are written as .eml files');
      }
      worker.start();
      done();
    });
    app.lifecycle.onDrain((waitMs) => worker.stop(waitMs));
    app.addHook('onClose', async () => {
      await worker.stop();
      transport.close();
    });
    return Promise.resolve();
  },
  { name: 'mail', dependencies: ['lifecycle'] },
);
