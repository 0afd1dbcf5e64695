// E-mails of the contact form and of e-mailed checklists. Everything typed by the
// visitor is escaped by the layout; the checklist mail carries prices only for members.
import { formatConditionGrade, formatEngineDisplacement, handednessLabel } from '@ibc/domain';
import { renderEmail, type RenderedEmail } from '../mail/templates/layout.ts';
import type { ChecklistVehicleRow } from './enquiries.repository.ts';

export function contactSalesEmail(input: {
  enquiryId: number;
  sender: string;
  senderEmailAddress: string;
  body: string;
  member: { userId: number; companyName: string | null } | null;
  ip: string;
}): RenderedEmail & { subject: string } {
  const rendered = renderEmail({
    title: `Message from ${input.sender}`,
    preheader: input.body.slice(0, 120),
    blocks: [
      {
        type: 'paragraph',
        text: 'A visitor sent a message with the contact form of the stock search. Reply to this e-mail to answer them.',
      },
      {
        type: 'details',
        rows: [
          { label: 'Name', value: input.sender },
          { label: 'E-mail', value: input.senderEmailAddress },
          {
            label: 'Signed in',
            value: input.member
              ? `Yes, member #${input.member.userId}${input.member.companyName ? ` (${input.member.companyName})` : ''}`
              : 'No',
          },
          { label: 'Reference', value: `Enquiry #${input.enquiryId}` },
        ],
      },
      { type: 'quote', label: 'Message', text: input.body },
    ],
  });
  return { ...rendered, subject: `Website enquiry #${input.enquiryId} from ${input.sender}` };
}

export interface ChecklistEntry {
  vehicle: ChecklistVehicleRow;
  checklistUrl: string;
  photoUrl: string;
  /** Price text for members (§6 prices are members-only); undefined for visitors. */
  price?: string | undefined;
}

const name = (v: ChecklistVehicleRow) => [String(v.year), v.make, v.model, v.grade].filter(Boolean).join(' ');

export function checklistEmail(input: {
  sender: string;
  body: string;
  entries: ChecklistEntry[];
  searchUrl: string;
}): RenderedEmail & { subject: string } {
  const count = input.entries.length;
  const [first] = input.entries;
  const rendered = renderEmail({
    title: count === 1 && first ? `Vehicle checklist: ${name(first.vehicle)}` : `${count} vehicle checklists`,
    preheader: `${input.sender} sent you ${count === 1 ? 'a vehicle' : `${count} vehicles`} from IBC Japan.`,
    blocks: [
      {
        type: 'paragraph',
        text: `${input.sender} sent you ${count === 1 ? 'this vehicle' : 'these vehicles'} from the stock of IBC Japan.`,
      },
      { type: 'quote', label: `Message from ${input.sender}`, text: input.body },
      ...input.entries.map((entry) => ({
        type: 'vehicle' as const,
        title: name(entry.vehicle),
        href: entry.checklistUrl,
        imageUrl: entry.photoUrl,
        rows: [
          ...(entry.price ? [{ label: 'Price', value: entry.price, numeric: true }] : []),
          { label: 'Chassis No.', value: entry.vehicle.chassis, href: entry.checklistUrl },
          {
            label: 'Year',
            value: entry.vehicle.month
              ? `${entry.vehicle.year}/${String(entry.vehicle.month).padStart(2, '0')}`
              : String(entry.vehicle.year),
          },
          { label: 'Mileage', value: `${entry.vehicle.kms.toLocaleString('en-US')} km` },
          { label: 'Engine', value: formatEngineDisplacement(entry.vehicle.engineCc) || '—' },
          { label: 'Transmission', value: entry.vehicle.transmission },
          { label: 'Fuel', value: entry.vehicle.fuel },
          { label: 'Body', value: `${entry.vehicle.bodyType}, ${entry.vehicle.doors} doors` },
          {
            label: 'Steering',
            value: handednessLabel(entry.vehicle.isLeftHandDrive),
          },
          { label: 'Colour', value: entry.vehicle.color },
          { label: 'Grade', value: formatConditionGrade(entry.vehicle.conditionGrade) },
          { label: 'Location', value: entry.vehicle.location },
        ],
      })),
      { type: 'button', label: 'Search more stock', href: input.searchUrl },
      {
        type: 'paragraph',
        text: 'You received this e-mail because someone entered your address on the IBC Japan website. If you did not expect it, you can ignore it.',
      },
    ],
  });
  const subject =
    count === 1 && first
      ? `${input.sender} sent you a vehicle checklist: ${name(first.vehicle)}`
      : `${input.sender} sent you ${count} vehicle checklists`;
  return { ...rendered, subject };
}

/** A member asked, from an empty search, to be found a vehicle ('Alert me when it arrives'). */
export function sourcingEmail(input: {
  enquiryId: number;
  member: { userId: number; email: string; contactName: string; companyName: string | null };
  name: string;
  searchUrl: string;
  adminUrl: string;
  note: string;
}): RenderedEmail & { subject: string } {
  const who = input.member.companyName || input.member.contactName || input.member.email;
  const rendered = renderEmail({
    title: `Sourcing request from ${who}`,
    preheader: input.note.slice(0, 120),
    blocks: [
      {
        type: 'paragraph',
        text: 'A dealer searched our stock, found nothing, and asked us to find this vehicle. Reply to this e-mail to answer them.',
      },
      {
        type: 'details',
        rows: [
          { label: 'Dealer', value: `${input.member.contactName} (${input.member.email})` },
          { label: 'Company', value: input.member.companyName ?? '—' },
          { label: 'Search', value: input.name, href: input.searchUrl },
          { label: 'Reference', value: `Enquiry #${input.enquiryId}`, href: input.adminUrl },
        ],
      },
      { type: 'quote', label: 'Note', text: input.note },
    ],
  });
  return { ...rendered, subject: `Sourcing request #${input.enquiryId} from ${who}: ${input.name}` };
}
