// The services are composed without Fastify (modules/services.ts): a use case runs against a real
// database with nothing of HTTP around it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  createMember,
  createTestDatabase,
  createVehicle,
  databaseKinds,
  insertReferenceData,
  resetFixtureCache,
  type TestDatabase,
} from '../../test/helpers/index.ts';
import { emailOutbox, enquiries } from '../db/schema.ts';
import { createVehiclePhotos } from '../lib/vehicle-photos.ts';
import { loadMember } from '../db/member-read-model.ts';
import { createTokenSigner } from './auth/access-token.ts';
import { createServices } from './services.ts';

for (const kind of databaseKinds) {
  describe(`services without Fastify [${kind}]`, () => {
    let database: TestDatabase;
    const wakeMail = vi.fn();
    let services: ReturnType<typeof createServices>;

    beforeAll(async () => {
      resetFixtureCache();
      database = await createTestDatabase(kind);
      await insertReferenceData(database.db);
      const tokens = createTokenSigner('services-test-secret-services-test-secret');
      services = createServices({
        db: database.db,
        salesEmail: 'sales@example.com',
        publicUrl: () => 'http://localhost:3000',
        vehiclePhotos: createVehiclePhotos(tokens.key),
        tokens,
        searchAllPerMember: null,
        oneStatementAtATime: kind === 'pglite',
        wakeMail,
        offerExpiryDays: 3,
        searchPageCacheMs: 60_000,
        searchVisitorVersionMs: 0,
        searchIndex: 'database',
      });
    });
    afterAll(async () => {
      await database?.dispose();
    });

    it('compares vehicles in the order asked for, without DDU stock for visitors', async () => {
      const a = await createVehicle(database.db);
      const b = await createVehicle(database.db);
      const ddu = await createVehicle(database.db, { stockType: 'ddu', stockTab: 16 });
      const rows = await services.compare.forVisitor([b.id, ddu.id, a.id]);
      expect(rows.map((row) => row.id)).toEqual([b.id, a.id]);
    });

    it('composes the announcements and geo services too (no provider: nothing leaves the machine)', async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      expect(await services.geo.lookup('8.8.8.8')).toEqual({ country: null, countryCode: null });
      expect(fetchSpy).not.toHaveBeenCalled();
      fetchSpy.mockRestore();
      expect(await services.announcements.current(null)).toEqual([]);
    });

    it('stores a KAP enquiry through the enquiries repository, with its two e-mails, in one go', async () => {
      const { user } = await createMember(database.db);
      const member = (await loadMember(database.db, user.id))!;
      const vehicle = await createVehicle(database.db, { isKapStock: true });
      const answer = await services.offers.sendKapEnquiry({
        member,
        vehicleId: vehicle.id,
        comment: 'Price please',
        baseUrl: 'http://localhost:3000',
        ip: '203.0.113.9',
      });
      expect(answer.message).toEqual(expect.stringMatching(/\S/));
      const stored = await database.db.select().from(enquiries).where(eq(enquiries.userId, user.id));
      expect(stored).toMatchObject([{ kind: 'kap', vehicleIds: [vehicle.id], body: 'Price please' }]);
      const kinds = (await database.db.select({ kind: emailOutbox.kind }).from(emailOutbox)).map(
        (r) => r.kind,
      );
      expect(kinds).toEqual(expect.arrayContaining(['kap-enquiry-sales', 'kap-enquiry-confirmation']));
      expect(wakeMail).toHaveBeenCalledTimes(1);
    });
  });
}
