// The alert e-mails of saved searches: one per instant alert, one per daily digest;
// tiles with photo, price in the member's account currency and a link to the search.
import { formatConditionGrade, vehicleTitle } from '@ibc/domain';
import type { VehicleReadRow } from '../../db/vehicle-read-model.ts';
import { checklistUrl } from '../mail/links.ts';
import { renderEmail, type EmailBlock, type RenderedEmail } from '../mail/templates/layout.ts';

export interface AlertTile {
  vehicle: VehicleReadRow;
  reason: string;
  price: string;
  photoUrl: string;
}

export interface SearchAlert {
  name: string;
  /** The search in the site: '/search?make=Toyota'. */
  searchPath: string;
  tiles: AlertTile[];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function tileBlock(base: string, tile: AlertTile): EmailBlock {
  const { vehicle } = tile;
  return {
    type: 'vehicle',
    title: vehicleTitle(vehicle),
    href: checklistUrl(base, vehicle.id),
    imageUrl: tile.photoUrl,
    rows: [
      { label: 'Price', value: tile.price, numeric: true },
      { label: 'Why', value: tile.reason === 'reduced' ? 'Price reduced' : 'Newly listed' },
      { label: 'Mileage', value: `${vehicle.kms.toLocaleString('en-US')} km` },
      { label: 'Grade', value: formatConditionGrade(vehicle.conditionGrade) },
      { label: 'Chassis No.', value: vehicle.chassis, href: checklistUrl(base, vehicle.id) },
    ],
  };
}

/** What an alert or digest says in one line: the bell's title, the mail's heading and subject. */
export function alertTitle(alerts: readonly SearchAlert[]): string {
  const total = alerts.reduce((sum, alert) => sum + alert.tiles.length, 0);
  const [only] = alerts;
  return alerts.length === 1 && only
    ? `${plural(total, 'new vehicle', 'new vehicles')} for "${only.name}"`
    : `${plural(total, 'new vehicle', 'new vehicles')} for your saved searches`;
}

export function alertEmail(input: {
  base: string;
  contact: string | null;
  alerts: readonly SearchAlert[];
  digest: boolean;
}): RenderedEmail {
  const blocks: EmailBlock[] = [
    { type: 'paragraph', text: `Hello ${input.contact || 'there'},` },
    {
      type: 'paragraph',
      text: input.digest
        ? 'These vehicles were listed or reduced in price since yesterday and match your saved searches.'
        : 'These vehicles were just listed or reduced in price and match your saved search.',
    },
  ];
  for (const alert of input.alerts) {
    blocks.push({
      type: 'heading',
      text: `${alert.name}: ${plural(alert.tiles.length, 'vehicle', 'vehicles')}`,
    });
    for (const tile of alert.tiles) blocks.push(tileBlock(input.base, tile));
    blocks.push({ type: 'button', label: `Open "${alert.name}"`, href: `${input.base}${alert.searchPath}` });
  }
  blocks.push({
    type: 'paragraph',
    text: `You receive this e-mail because you saved these searches with ${input.digest ? 'a daily digest' : 'instant alerts'}. Change or turn off the alerts in Saved Searches: ${input.base}/my-account/saved-searches`,
  });
  return renderEmail({
    title: alertTitle(input.alerts),
    preheader: 'New stock for your saved searches',
    blocks,
  });
}
