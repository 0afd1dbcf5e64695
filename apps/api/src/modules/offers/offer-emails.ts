// The e-mails of an offer and of a KAP enquiry: the sales team gets everything needed to
// answer without opening another system (dealer, vehicle, amounts, breakdown, comment, checklist
// link; Reply-To is the dealer), and the dealer gets a confirmation of what was sent, in his
// language (the sales team's e-mails are in English, the language of the team's address).
import { msg } from '@lingui/core/runtime-macro';
import {
  formatAmount,
  formatConditionGrade,
  formatEngineDisplacement,
  stockTabName,
  type LandedPrice,
  type PriceDetails,
} from '@ibc/domain';
import type { Member } from '../../lib/auth-context.ts';
import type { Translator } from '../../lib/i18n.ts';
import {
  renderEmail,
  type DetailRow,
  type EmailBlock,
  type RenderedEmail,
} from '../mail/templates/layout.ts';
import type { OfferVehicle } from './offers.repository.ts';

export interface VehicleLinks {
  checklistUrl: string;
  photoUrl: string;
  offerHistoryUrl: string;
}

export function vehicleName(v: Pick<OfferVehicle, 'year' | 'make' | 'model' | 'grade'>): string {
  return [String(v.year), v.make, v.model, v.grade].filter(Boolean).join(' ');
}

const money = (currency: string, amount: string) => `${currency} ${formatAmount(amount)}`;

const CHASSIS = msg({ message: 'Chassis No.' });
const DEAR = (contact: string) => msg`Dear ${{ contact }},`;

/** A vehicle's facts; its data (location, fuel, colour) stays as entered, its labels are translated. */
function vehicleRows(v: OfferVehicle, links: VehicleLinks, { t: label, whole }: Translator): DetailRow[] {
  return [
    { label: label(CHASSIS), value: v.chassis, href: links.checklistUrl },
    { label: label(msg({ message: 'Location' })), value: v.location },
    { label: label(msg({ message: 'Transmission' })), value: v.transmission },
    { label: label(msg({ message: 'Engine' })), value: formatEngineDisplacement(v.engineCc) || '—' },
    { label: label(msg({ message: 'Fuel' })), value: v.fuel },
    {
      label: label(msg({ message: 'Grade', context: 'condition grade' })),
      value: formatConditionGrade(v.conditionGrade),
    },
    { label: label(msg({ message: 'Mileage' })), value: `${whole(v.kms)} km` },
    { label: label(msg({ message: 'Colour' })), value: v.color },
    { label: label(msg({ message: 'Terms' })), value: v.terms },
  ];
}

export interface OfferEmailInput {
  offerId: number;
  member: Member;
  countryName: string | null;
  vehicle: OfferVehicle;
  links: VehicleLinks;
  /** As sent (JPY x 1000) and its currency. */
  offerAmount: string;
  currency: string;
  landed: LandedPrice;
  priceDetails: PriceDetails;
  vehiclePrice: string;
  deliveryType: string;
  comment: string;
  tab: number;
  isNZICP: boolean;
  isDduStock: boolean;
  sentAt: Date;
}

function breakdownRows(d: PriceDetails, landed: LandedPrice): DetailRow[] {
  return [
    { label: 'Negotiated in', value: d.negotiateCurrency },
    { label: 'Forex (JPY per unit)', value: d.forex, numeric: true },
    { label: 'OFS fees', value: formatAmount(d.ofsFees), numeric: true },
    { label: 'Freight', value: formatAmount(d.freightCost), numeric: true },
    { label: 'GST', value: `× ${d.gst}`, numeric: true },
    { label: d.basePriceLabel || 'Base price', value: formatAmount(d.basePrice), numeric: true },
    { label: 'Landed price of this offer', value: money(landed.currency, landed.amount), numeric: true },
  ];
}

function dealerRows(member: Member, countryName: string | null): DetailRow[] {
  return [
    { label: 'Contact', value: member.contactName },
    { label: 'Company', value: member.companyName ?? '-' },
    { label: 'E-mail', value: member.emails.join(', ') },
    { label: 'Country', value: countryName ?? (member.countryId === null ? '-' : `#${member.countryId}`) },
    { label: 'Export region', value: member.exportRegion ?? '-' },
    { label: 'Account currency', value: member.activeCurrency },
    { label: 'Member id', value: String(member.userId) },
  ];
}

/** The dealer's comment, when there is one. */
const commentBlock = (label: string, comment: string): EmailBlock[] =>
  comment.trim() ? [{ type: 'quote', label, text: comment }] : [];

const vehicleCard = (
  input: { vehicle: OfferVehicle; links: VehicleLinks },
  name: string,
  words: Translator,
): EmailBlock => ({
  type: 'vehicle',
  title: name,
  href: input.links.checklistUrl,
  imageUrl: input.links.photoUrl,
  rows: vehicleRows(input.vehicle, input.links, words),
});

/** What the sales team needs to answer a dealer about a vehicle: comment, dealer, vehicle card. */
function dealerAndVehicleBlocks(
  input: Pick<OfferEmailInput, 'member' | 'countryName' | 'vehicle' | 'links' | 'comment'>,
  name: string,
  team: Translator,
): EmailBlock[] {
  return [
    ...commentBlock('Comment from the dealer', input.comment),
    { type: 'heading', text: 'Dealer' },
    { type: 'details', rows: dealerRows(input.member, input.countryName) },
    { type: 'heading', text: 'Vehicle' },
    vehicleCard(input, name, team),
  ];
}

/** The sales team's e-mail of an offer (`team`: the team's language, English). */
export function offerSalesEmail(
  input: OfferEmailInput,
  team: Translator,
): RenderedEmail & { subject: string } {
  const name = vehicleName(input.vehicle);
  const offer = money(input.currency, input.offerAmount);
  const stock = [
    `Tab ${input.tab}${stockTabName(input.tab) ? ` (${stockTabName(input.tab)})` : ''}`,
    input.isNZICP ? 'NZICP' : '',
    input.isDduStock ? 'DDU stock' : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const subject = `Offer #${input.offerId}: ${offer} for ${name} (${input.vehicle.chassis}) from ${input.member.companyName ?? input.member.contactName}`;
  const rendered = renderEmail({
    title: `New offer #${input.offerId}: ${offer}`,
    preheader: `${input.member.companyName ?? input.member.contactName} offers ${offer} for ${name}.`,
    blocks: [
      {
        type: 'paragraph',
        text: 'A dealer has sent a price offer. Reply to this e-mail to answer the dealer directly.',
      },
      {
        type: 'details',
        rows: [
          { label: 'Offer price', value: offer, numeric: true },
          { label: 'Landed price', value: money(input.landed.currency, input.landed.amount), numeric: true },
          { label: 'Vehicle price', value: input.vehiclePrice, numeric: true },
          ...(input.deliveryType ? [{ label: 'Delivery type', value: input.deliveryType }] : []),
          { label: 'Stock', value: stock },
          { label: 'Sent', value: input.sentAt.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' },
        ],
      },
      ...dealerAndVehicleBlocks(input, name, team),
      { type: 'heading', text: 'Price breakdown' },
      { type: 'details', rows: breakdownRows(input.priceDetails, input.landed) },
      { type: 'button', label: 'Open the checklist', href: input.links.checklistUrl },
    ],
  });
  return { ...rendered, subject };
}

/** The dealer's copy of his offer, in his language (`words`). */
export function offerConfirmationEmail(
  input: OfferEmailInput,
  words: Translator,
): RenderedEmail & { subject: string } {
  const t = words.t;
  const name = vehicleName(input.vehicle);
  const offer = words.money(input.currency, input.offerAmount);
  const contact = input.member.contactName;
  const rendered = renderEmail(
    {
      title: t(msg({ message: 'We received your offer' })),
      preheader: t(msg`Your offer of ${{ offer }} for ${{ vehicle: name }} is with our sales team.`),
      blocks: [
        {
          type: 'paragraph',
          text: [
            t(DEAR(contact)),
            t(
              msg({
                message: 'thank you for your offer. Our sales team will review it and contact you shortly.',
              }),
            ),
          ].join('\n'),
        },
        {
          type: 'details',
          rows: [
            { label: t(msg({ message: 'Offer reference' })), value: `#${input.offerId}` },
            { label: t(msg({ message: 'Vehicle' })), value: name, href: input.links.checklistUrl },
            { label: t(CHASSIS), value: input.vehicle.chassis, href: input.links.checklistUrl },
            { label: t(msg({ message: 'Your offer' })), value: offer, numeric: true },
            {
              label: t(msg({ message: 'Landed price' })),
              value: words.money(input.landed.currency, input.landed.amount),
              numeric: true,
            },
            ...(input.deliveryType
              ? [{ label: t(msg({ message: 'Delivery type' })), value: input.deliveryType }]
              : []),
          ],
        },
        ...commentBlock(t(msg({ message: 'Your comment' })), input.comment),
        {
          type: 'button',
          label: t(msg({ message: 'View my offer history' })),
          href: input.links.offerHistoryUrl,
        },
      ],
    },
    words,
  );
  return {
    ...rendered,
    subject: t(msg`Your offer #${{ offerId: input.offerId }} for ${{ vehicle: name }}`),
  };
}

export interface KapEnquiryEmailInput {
  enquiryId: number;
  member: Member;
  countryName: string | null;
  vehicle: OfferVehicle;
  links: VehicleLinks;
  comment: string;
}

export function kapEnquirySalesEmail(
  input: KapEnquiryEmailInput,
  team: Translator,
): RenderedEmail & { subject: string } {
  const name = vehicleName(input.vehicle);
  const rendered = renderEmail({
    title: `Price enquiry (KAP stock): ${name}`,
    preheader: `${input.member.companyName ?? input.member.contactName} asks for the price of ${name}.`,
    blocks: [
      {
        type: 'paragraph',
        text: 'A dealer asks for the price of a vehicle listed without one (KAP stock). Reply to this e-mail to answer the dealer directly.',
      },
      ...dealerAndVehicleBlocks(input, name, team),
      { type: 'button', label: 'Open the checklist', href: input.links.checklistUrl },
    ],
  });
  return {
    ...rendered,
    subject: `Enquiry #${input.enquiryId} (KAP): ${name} (${input.vehicle.chassis}) from ${input.member.companyName ?? input.member.contactName}`,
  };
}

/** The dealer's copy of his price enquiry, in his language (`words`). */
export function kapEnquiryConfirmationEmail(
  input: KapEnquiryEmailInput,
  words: Translator,
): RenderedEmail & { subject: string } {
  const t = words.t;
  const name = vehicleName(input.vehicle);
  const contact = input.member.contactName;
  const rendered = renderEmail(
    {
      title: t(msg({ message: 'We received your enquiry' })),
      preheader: t(msg`Our sales team will send you the price of ${{ vehicle: name }}.`),
      blocks: [
        {
          type: 'paragraph',
          text: [
            t(DEAR(contact)),
            t(
              msg({
                message:
                  'thank you for your interest. Our sales team will send you the price of this vehicle shortly.',
              }),
            ),
          ].join('\n'),
        },
        vehicleCard(input, name, words),
      ],
    },
    words,
  );
  return { ...rendered, subject: t(msg`Your enquiry about ${{ vehicle: name }}`) };
}
