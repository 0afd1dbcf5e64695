// E-mails of the contact form and of e-mailed checklists. Everything typed by the
// visitor is escaped by the layout; the checklist mail carries prices only for members. The sales
// team's e-mails are in English; a checklist goes to an address with no account behind it, so it is
// written in the language of the page it was sent from.
import { msg, plural } from '@lingui/core/runtime-macro';
import { formatConditionGrade, formatEngineDisplacement } from '@ibc/domain';
import type { Translator } from '../../lib/i18n.ts';
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

export function checklistEmail(
  input: {
    sender: string;
    body: string;
    entries: ChecklistEntry[];
    searchUrl: string;
  },
  words: Translator,
): RenderedEmail & { subject: string } {
  const { t } = words;
  const { sender } = input;
  const count = input.entries.length;
  const [first] = input.entries;
  const vehicle = first ? name(first.vehicle) : '';
  const one = count === 1 && first;
  const rendered = renderEmail(
    {
      title: one
        ? t(msg`Vehicle checklist: ${{ vehicle }}`)
        : t(msg`${plural({ count }, { one: '# vehicle checklist', other: '# vehicle checklists' })}`),
      preheader: one
        ? t(msg`${{ sender }} sent you a vehicle from IBC Japan.`)
        : t(
            msg`${{ sender }} sent you ${plural({ count }, { one: '# vehicle', other: '# vehicles' })} from IBC Japan.`,
          ),
      blocks: [
        {
          type: 'paragraph',
          text: one
            ? t(msg`${{ sender }} sent you this vehicle from the stock of IBC Japan.`)
            : t(msg`${{ sender }} sent you these vehicles from the stock of IBC Japan.`),
        },
        { type: 'quote', label: t(msg`Message from ${{ sender }}`), text: input.body },
        ...input.entries.map((entry) => ({
          type: 'vehicle' as const,
          title: name(entry.vehicle),
          href: entry.checklistUrl,
          imageUrl: entry.photoUrl,
          rows: checklistRows(entry, words),
        })),
        { type: 'button', label: t(msg({ message: 'Search more stock' })), href: input.searchUrl },
        {
          type: 'paragraph',
          text: t(
            msg({
              message:
                'You received this e-mail because someone entered your address on the IBC Japan website. If you did not expect it, you can ignore it.',
            }),
          ),
        },
      ],
    },
    words,
  );
  const subject = one
    ? t(msg`${{ sender }} sent you a vehicle checklist: ${{ vehicle }}`)
    : t(
        msg`${{ sender }} sent you ${plural({ count }, { one: '# vehicle checklist', other: '# vehicle checklists' })}`,
      );
  return { ...rendered, subject };
}

/** A checklist's facts; its data (body type, fuel, colour, location) stays as entered. */
function checklistRows(
  { vehicle, price, checklistUrl }: ChecklistEntry,
  { t, whole, moneyText }: Translator,
) {
  const { bodyType, doors } = vehicle;
  return [
    ...(price ? [{ label: t(msg({ message: 'Price' })), value: moneyText(price), numeric: true }] : []),
    { label: t(msg({ message: 'Chassis No.' })), value: vehicle.chassis, href: checklistUrl },
    {
      label: t(msg({ message: 'Year' })),
      value: vehicle.month
        ? `${vehicle.year}/${String(vehicle.month).padStart(2, '0')}`
        : String(vehicle.year),
    },
    { label: t(msg({ message: 'Mileage' })), value: `${whole(vehicle.kms)} km` },
    { label: t(msg({ message: 'Engine' })), value: formatEngineDisplacement(vehicle.engineCc) || '—' },
    { label: t(msg({ message: 'Transmission' })), value: vehicle.transmission },
    { label: t(msg({ message: 'Fuel' })), value: vehicle.fuel },
    {
      label: t(msg({ message: 'Body' })),
      value: t(msg`${{ bodyType }}, ${plural({ doors }, { one: '# door', other: '# doors' })}`),
    },
    {
      label: t(msg({ message: 'Steering' })),
      value: t(
        vehicle.isLeftHandDrive ? msg({ message: 'Left Hand Drive' }) : msg({ message: 'Right Hand Drive' }),
      ),
    },
    { label: t(msg({ message: 'Colour' })), value: vehicle.color },
    {
      label: t(msg({ message: 'Grade', context: 'condition grade' })),
      value: formatConditionGrade(vehicle.conditionGrade),
    },
    { label: t(msg({ message: 'Location' })), value: vehicle.location },
  ];
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
