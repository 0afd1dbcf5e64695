// §3 Delivery types.
export const DELIVERY_TYPES = [
  { value: 0, label: 'Pick Up At Port' },
  { value: 1, label: 'Delivery Via Driver' },
  { value: 2, label: 'Delivery Via Car Carrier' },
] as const;

export type DeliveryTypeValue = (typeof DELIVERY_TYPES)[number]['value'];

/** Unknown values give '' because the offer payload sends the label as text (§3 Offer payload). */
export function deliveryTypeLabel(value: number | null | undefined): string {
  return DELIVERY_TYPES.find((type) => type.value === value)?.label ?? '';
}
