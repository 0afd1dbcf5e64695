// Use cases of the public contact form and e-mailed checklists (issue 6). Both are open to
// visitors, so both are rate-limited per IP, size-limited by the shared schemas, and quietly drop
// submissions that filled the honeypot (a bot gets the same answer as a person, and nothing is sent).
import { EMAIL_SENT_MESSAGE, isLikelySpam, type EmailChecklistForm, type EmailInquiry } from '@ibc/domain';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import type { Member } from '../../plugins/auth.ts';
import { checklistUrl, vehiclePhotoUrl } from '../mail/links.ts';
import { enqueueEmail } from '../mail/outbox.ts';
import { priceVehiclesForMember } from '../pricing/pricing.service.ts';
import { createEnquiriesRepository } from './enquiries.repository.ts';
import { checklistEmail, contactSalesEmail } from './enquiry-emails.ts';

export interface EnquiriesServiceDeps {
  db: Db;
  salesEmail: string;
  wakeMail: () => void;
  log?: { info(obj: object, msg?: string): void };
}

export interface Requester {
  member: Member | null;
  ip: string;
  baseUrl: string;
}

const HOUR = 60 * 60_000;
// Contact: a person sends a handful; a script sends hundreds. Checklists go to any address, so a
// visitor gets fewer than a member (the form must not become a free mail relay).
export const ENQUIRY_LIMITS = {
  contactPerIp: { name: 'contact:ip', limit: 10, windowMs: HOUR },
  checklistPerIp: { name: 'email-checklist:ip', limit: 10, windowMs: HOUR },
  checklistPerMember: { name: 'email-checklist:user', limit: 60, windowMs: HOUR },
} as const;

export function createEnquiriesService({ db, salesEmail, wakeMail, log }: EnquiriesServiceDeps) {
  const repo = createEnquiriesRepository(db);

  return {
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

    async emailChecklist(form: EmailChecklistForm, who: Requester) {
      if (who.member)
        await enforceRateLimit(db, ENQUIRY_LIMITS.checklistPerMember, String(who.member.userId));
      else await enforceRateLimit(db, ENQUIRY_LIMITS.checklistPerIp, who.ip);
      if (isLikelySpam(form)) {
        log?.info({ ip: who.ip }, 'checklist form honeypot filled: nothing sent');
        return { message: EMAIL_SENT_MESSAGE };
      }
      const found = await repo.findVehicles(form.vehicleIds);
      if (found.length === 0) throw notFound('None of these vehicles exist.');
      const prices = who.member ? await priceVehiclesForMember(db, who.member, found) : null;
      const entries = found.map((vehicle) => ({
        vehicle,
        checklistUrl: checklistUrl(who.baseUrl, vehicle.id),
        photoUrl: vehiclePhotoUrl(who.baseUrl, vehicle.id),
        price: prices?.get(vehicle.id)?.price,
      }));
      await db.transaction(async (tx) => {
        await createEnquiriesRepository(tx).insertEnquiry({
          kind: 'email-checklist',
          userId: who.member?.userId ?? null,
          sender: form.sender,
          senderEmailAddress: form.senderEmailAddress,
          body: form.body,
          vehicleIds: found.map((v) => v.id),
          ip: who.ip,
        });
        const mail = checklistEmail({
          sender: form.sender,
          body: form.body,
          entries,
          searchUrl: `${who.baseUrl}/search`,
        });
        await enqueueEmail(tx, {
          kind: 'email-checklist',
          to: [form.senderEmailAddress],
          replyTo: who.member?.email ?? salesEmail,
          ...mail,
        });
      });
      wakeMail();
      return { message: EMAIL_SENT_MESSAGE };
    },
  };
}
