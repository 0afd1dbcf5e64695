// Use cases of the public contact form and e-mailed checklists. Both are open to
// visitors, so both are rate-limited per IP, size-limited by the shared schemas, and quietly drop
// submissions that filled the honeypot (a bot gets the same answer as a person, and nothing is sent).
import {
  canAccessVehicle,
  EMAIL_SENT_MESSAGE,
  fill,
  isLikelySpam,
  type EmailChecklistForm,
  type EmailInquiry,
  type EnquiryListQuery,
  type Language,
  type StaffEnquiryList,
} from '@ibc/domain';
import type { Db, DbOrTx } from '../../db/client.ts';
import { translator } from '../../lib/i18n.ts';
import type { Notify } from '../../lib/notifications.ts';
import { notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import type { Member } from '../../lib/auth-context.ts';
import type { VehiclePhotos } from '../../lib/vehicle-photos.ts';
import { checklistUrl, pageUrl } from '../mail/links.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { priceVehiclesForMember } from '../pricing/pricing.service.ts';
import { createEnquiriesRepository } from './enquiries.repository.ts';
import { checklistEmail, contactSalesEmail, sourcingEmail } from './enquiry-emails.ts';

export interface EnquiriesServiceDeps {
  db: Db;
  salesEmail: string;
  vehiclePhotos: VehiclePhotos;
  wakeMail: () => void;
  log?: { info(obj: object, msg?: string): void };
  notify: Notify;
  publicUrl: () => string;
}

/** 'Alert me when it arrives' with a note, handed over by the saved-searches module. */
export interface SourcingRequestInput {
  member: Member;
  name: string;
  /** The saved search's query string. */
  query: string;
  note: string;
}

export interface Requester {
  member: Member | null;
  ip: string;
  baseUrl: string;
}

/** Checklists are sent by a signed-in member, who answers for where they go (§6). */
export interface MemberRequester extends Requester {
  member: Member;
  /** The page's language: the checklist's reader has no account, so no language of his own. */
  language: Language;
}

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
// Contact: a person sends a handful; a script sends hundreds. Checklists are a member feature (§6)
// and may go to any address (a dealer forwards them to his buyers), so they are limited per member
// and per receiving address: the form must not become a mail relay.
export const ENQUIRY_LIMITS = {
  contactPerIp: { name: 'contact:ip', limit: 10, windowMs: HOUR },
  checklistPerMember: { name: 'email-checklist:user', limit: 60, windowMs: HOUR },
  checklistPerAddress: { name: 'email-checklist:to', limit: 10, windowMs: DAY },
} as const;

export const NO_CHECKLIST_VEHICLES = /*i18n*/ 'None of these vehicles exist.';

export function createEnquiriesService({
  db,
  salesEmail,
  vehiclePhotos,
  wakeMail,
  log,
  notify,
  publicUrl,
}: EnquiriesServiceDeps) {
  const repo = createEnquiriesRepository(db);

  return {
    /**
     * A sourcing request: stored as an enquiry of kind 'sourcing' for the staff inbox,
     * e-mailed to the sales team and put in the staff bell, in the caller's transaction.
     */
    async requestSourcing(tx: DbOrTx, request: SourcingRequestInput): Promise<number> {
      const { member } = request;
      const enquiryId = await createEnquiriesRepository(tx).insertEnquiry({
        kind: 'sourcing',
        userId: member.userId,
        sender: member.contactName || member.email,
        senderEmailAddress: member.email,
        body: request.note,
        searchQuery: request.query,
      });
      const base = publicUrl();
      const mail = sourcingEmail({
        enquiryId,
        member,
        name: request.name,
        note: request.note,
        searchUrl: `${base}/search?${request.query}`,
        adminUrl: `${base}/admin/enquiries`,
      });
      await enqueueEmail(tx, { kind: 'sourcing-request', to: [salesEmail], replyTo: member.email, ...mail });
      await notify(
        tx,
        { staff: true },
        {
          kind: 'sourcing-request',
          title: fill(/*i18n*/ 'Sourcing request from {sender}: {name}', {
            sender: member.companyName || member.contactName || member.email,
            name: request.name,
          }),
          body: request.note.slice(0, 300),
          link: '/admin/enquiries?kind=sourcing',
        },
      );
      return enquiryId;
    },

    /** The staff inbox of enquiries (/admin/enquiries). */
    async listForStaff(query: EnquiryListQuery): Promise<StaffEnquiryList> {
      const rows = await repo.list(query);
      return { enquiries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
    },

    async contactSalesTeam(form: EmailInquiry, who: Requester) {
      await enforceRateLimit(db, ENQUIRY_LIMITS.contactPerIp, who.ip);
      if (isLikelySpam(form)) {
        log?.info({ ip: who.ip }, 'contact form honeypot filled: nothing sent');
        return { message: EMAIL_SENT_MESSAGE };
      }
      await db.transaction(async (tx) => {
        const enquiryId = await createEnquiriesRepository(tx).insertEnquiry({
          kind: 'contact',
          userId: who.member?.userId ?? null,
          sender: form.sender,
          senderEmailAddress: form.senderEmailAddress,
          body: form.body,
          ip: who.ip,
        });
        const mail = contactSalesEmail({ enquiryId, ...form, member: who.member, ip: who.ip });
        await enqueueEmail(tx, {
          kind: 'contact-enquiry',
          to: [salesEmail],
          replyTo: form.senderEmailAddress,
          ...mail,
        });
      });
      wakeMail();
      return { message: EMAIL_SENT_MESSAGE };
    },

    async emailChecklist(form: EmailChecklistForm, who: MemberRequester) {
      await enforceRateLimit(db, ENQUIRY_LIMITS.checklistPerMember, String(who.member.userId));
      if (isLikelySpam(form)) {
        log?.info({ ip: who.ip }, 'checklist form honeypot filled: nothing sent');
        return { message: EMAIL_SENT_MESSAGE };
      }
      await enforceRateLimit(db, ENQUIRY_LIMITS.checklistPerAddress, form.senderEmailAddress.toLowerCase());
      // Only vehicles this member may see go into the mail (DDU units only for the DDU markets):
      // one the member cannot reach reads exactly like one that does not exist.
      const found = (await repo.findVehicles(form.vehicleIds)).filter((vehicle) =>
        canAccessVehicle(vehicle, who.member),
      );
      if (found.length === 0) throw notFound(NO_CHECKLIST_VEHICLES);
      const prices = await priceVehiclesForMember(db, who.member, found);
      const entries = found.map((vehicle) => ({
        vehicle,
        checklistUrl: checklistUrl(who.baseUrl, vehicle.id, who.language),
        photoUrl: vehiclePhotos.url(vehicle, 0, who.baseUrl),
        price: prices.get(vehicle.id)?.price,
      }));
      const words = await translator(who.language);
      await db.transaction(async (tx) => {
        await createEnquiriesRepository(tx).insertEnquiry({
          kind: 'email-checklist',
          userId: who.member.userId,
          sender: form.sender,
          senderEmailAddress: form.senderEmailAddress,
          body: form.body,
          vehicleIds: found.map((v) => v.id),
          ip: who.ip,
        });
        const mail = checklistEmail(
          {
            sender: form.sender,
            body: form.body,
            entries,
            searchUrl: pageUrl(who.baseUrl, '/search', who.language),
          },
          words,
        );
        await enqueueEmail(tx, {
          kind: 'email-checklist',
          to: [form.senderEmailAddress],
          replyTo: who.member.email,
          ...mail,
        });
      });
      wakeMail();
      return { message: EMAIL_SENT_MESSAGE };
    },
  };
}
