// The e-mails of an offer and of a KAP enquiry: the sales team gets everything needed to
// answer without opening another system (dealer, vehicle, amounts, breakdown, comment, checklist
// link; Reply-To is the dealer), and the dealer gets a confirmation of what was sent.
import {
  formatAmount,
  formatConditionGrade,
  formatEngineDisplacement,
  stockTabName,
  type LandedPrice,
  type PriceDetails,
} from '@ibc/domain';
import type { Member } from '../../lib/auth-context.ts';
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

function vehicleRows(v: OfferVehicle, links: VehicleLinks): DetailRow[] {
  return [
    { label: 'Chassis No.', value: v.chassis, href: links.checklistUrl },
    { label: 'Location', value: v.location },
    { label: 'Transmission', value: v.transmission },
    { label: 'Engine', value: formatEngineDisplacement(v.engineCc) || '—' },
    { label: 'Fuel', value: v.fuel },
    { label: 'Grade', value: formatConditionGrade(v.conditionGrade) },
    { label: 'Mileage', value: `${v.kms.toLocaleString('en-US')} km` },
    { label: 'Colour', value: v.color },
    { label: 'Terms', value: v.terms },
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

const vehicleCard = (input: { vehicle: OfferVehicle; links: VehicleLinks }, name: string): EmailBlock => ({
  type: 'vehicle',
  title: name,
  href: input.links.checklistUrl,
  imageUrl: input.links.photoUrl,
  rows: vehicleRows(input.vehicle, input.links),
});

/** What the sales team needs to answer a dealer about a vehicle: comment, dealer, vehicle card. */
function dealerAndVehicleBlocks(
  input: Pick<OfferEmailInput, 'member' | 'countryName' | 'vehicle' | 'links' | 'comment'>,
  name: string,
): EmailBlock[] {
  return [
    ...commentBlock('Comment from the dealer', input.comment),
    { type: 'heading', text: 'Dealer' },
    { type: 'details', rows: dealerRows(input.member, input.countryName) },
    { type: 'heading', text: 'Vehicle' },
    vehicleCard(input, name),
  ];
}

export function offerSalesEmail(input: OfferEmailInput): RenderedEmail & { subject: string } {
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
      ...dealerAndVehicleBlocks(input, name),
      { type: 'heading', text: 'Price breakdown' },
      { type: 'details', rows: breakdownRows(input.priceDetails, input.landed) },
      { type: 'button', label: 'Open the checklist', href: input.links.checklistUrl },
    ],
  });
  return { ...rendered, subject };
}

export function offerConfirmationEmail(input: OfferEmailInput): RenderedEmail & { subject: string } {
  const name = vehicleName(input.vehicle);
  const offer = money(input.currency, input.offerAmount);
  const rendered = renderEmail({
    title: 'We received your offer',
    preheader: `Your offer of ${offer} for ${name} is with our sales team.`,
    blocks: [
      {
        type: 'paragraph',
        text: `Dear ${input.member.contactName},\nthank you for your offer. Our sales team will review it and contact you shortly.`,
      },
      {
        type: 'details',
        rows: [
          { label: 'Offer reference', value: `#${input.offerId}` },
          { label: 'Vehicle', value: name, href: input.links.checklistUrl },
          { label: 'Chassis No.', value: input.vehicle.chassis, href: input.links.checklistUrl },
          { label: 'Your offer', value: offer, numeric: true },
          { label: 'Landed price', value: money(input.landed.currency, input.landed.amount), numeric: true },
          ...(input.deliveryType ? [{ label: 'Delivery type', value: input.deliveryType }] : []),
        ],
      },
      ...commentBlock('Your comment', input.comment),
      { type: 'button', label: 'View my offer history', href: input.links.offerHistoryUrl },
    ],
  });
  return { ...rendered, subject: `Your offer #${input.offerId} for ${name}` };
}

export interface KapEnquiryEmailInput {
  enquiryId: number;
  member: Member;
  countryName: string | null;
  vehicle: OfferVehicle;
  links: VehicleLinks;
  comment: string;
}

export function kapEnquirySalesEmail(input: KapEnquiryEmailInput): RenderedEmail & { subject: string } {
  const name = vehicleName(input.vehicle);
  const rendered = renderEmail({
    title: `Price enquiry (KAP stock): ${name}`,
    preheader: `${input.member.companyName ?? input.member.contactName} asks for the price of ${name}.`,
    blocks: [
      {
        type: 'paragraph',
        text: 'A dealer asks for the price of a vehicle listed without one (KAP stock). Reply to this e-mail to answer the dealer directly.',
      },
      ...dealerAndVehicleBlocks(input, name),
      { type: 'button', label: 'Open the checklist', href: input.links.checklistUrl },
    ],
  });
  return {
    ...rendered,
    subject: `Enquiry #${input.enquiryId} (KAP): ${name} (${input.vehicle.chassis}) from ${input.member.companyName ?? input.member.contactName}`,
  };
}

export function kapEnquiryConfirmationEmail(
  input: KapEnquiryEmailInput,
): RenderedEmail & { subject: string } {
  const name = vehicleName(input.vehicle);
  const rendered = renderEmail({
    title: 'We received your enquiry',
    preheader: `Our sales team will send you the price of ${name}.`,
    blocks: [
      {
        type: 'paragraph',
        text: `Dear ${input.member.contactName},\nthank you for your interest. Our sales team will send you the price of this vehicle shortly.`,
      },
      vehicleCard(input, name),
    ],
  });
  return { ...rendered, subject: `Your enquiry about ${name}` };
}
