// The alert e-mails of saved searches: one per instant alert, one per daily digest, in the member's
// language; tiles with photo, price in the member's account currency and a link to the search. A
// search's name, the vehicles and the prices are data: the same in every language.
import { msg, plural } from '@lingui/core/runtime-macro';
import { formatConditionGrade, vehicleTitle } from '@ibc/domain';
import type { VehicleReadRow } from '../../db/vehicle-read-model.ts';
import type { Translator } from '../../lib/i18n.ts';
import { checklistUrl, pageUrl } from '../mail/links.ts';
import { hello, noticeSubject } from '../mail/templates/greeting.ts';
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

function tileBlock(base: string, tile: AlertTile, { t, language, whole, moneyText }: Translator): EmailBlock {
  const { vehicle } = tile;
  const checklist = checklistUrl(base, vehicle.id, language);
  return {
    type: 'vehicle',
    title: vehicleTitle(vehicle),
    href: checklist,
    imageUrl: tile.photoUrl,
    rows: [
      { label: t(msg({ message: 'Price' })), value: moneyText(tile.price), numeric: true },
      {
        label: t(msg({ message: 'Why' })),
        value: t(
          tile.reason === 'reduced' ? msg({ message: 'Price reduced' }) : msg({ message: 'Newly listed' }),
        ),
      },
      { label: t(msg({ message: 'Mileage' })), value: `${whole(vehicle.kms)} km` },
      {
        // The web's word for a tile's condition grade (a trim is 'Grade' without the context).
        label: t(msg({ message: 'Grade', context: 'condition grade' })),
        value: formatConditionGrade(vehicle.conditionGrade),
      },
      {
        label: t(msg({ message: 'Chassis No.' })),
        value: vehicle.chassis,
        href: checklist,
      },
    ],
  };
}

/**
 * What an alert or digest says in one line, in `words`: the mail's heading and subject in the
 * member's language, the bell's title in English (the bell stores its titles as written).
 */
export function alertTitle(alerts: readonly SearchAlert[], { t }: Translator): string {
  const count = alerts.reduce((sum, alert) => sum + alert.tiles.length, 0);
  const [only] = alerts;
  return alerts.length === 1 && only
    ? t(
        msg`${plural({ count }, { one: '# new vehicle', other: '# new vehicles' })} for "${{ name: only.name }}"`,
      )
    : t(msg`${plural({ count }, { one: '# new vehicle', other: '# new vehicles' })} for your saved searches`);
}

/** The e-mail of an instant alert or a daily digest, in the member's language (`words`). */
export function alertEmail(
  input: {
    base: string;
    contact: string | null;
    alerts: readonly SearchAlert[];
    digest: boolean;
  },
  words: Translator,
): RenderedEmail & { subject: string } {
  const { t } = words;
  const blocks: EmailBlock[] = [
    { type: 'paragraph', text: hello(input.contact, words) },
    {
      type: 'paragraph',
      text: input.digest
        ? t(
            msg({
              message:
                'These vehicles were listed or reduced in price since yesterday and match your saved searches.',
            }),
          )
        : t(
            msg({
              message: 'These vehicles were just listed or reduced in price and match your saved search.',
            }),
          ),
    },
  ];
  for (const alert of input.alerts) {
    const { name } = alert;
    blocks.push({
      type: 'heading',
      text: t(
        msg`${{ name }}: ${plural({ count: alert.tiles.length }, { one: '# vehicle', other: '# vehicles' })}`,
      ),
    });
    for (const tile of alert.tiles) blocks.push(tileBlock(input.base, tile, words));
    blocks.push({
      type: 'button',
      label: t(msg`Open "${{ name }}"`),
      href: pageUrl(input.base, alert.searchPath, words.language),
    });
  }
  const url = pageUrl(input.base, '/my-account/saved-searches', words.language);
  blocks.push({
    type: 'paragraph',
    text: input.digest
      ? t(
          msg`You receive this e-mail because you saved these searches with a daily digest. Change or turn off the alerts in Saved Searches: ${{ url }}`,
        )
      : t(
          msg`You receive this e-mail because you saved these searches with instant alerts. Change or turn off the alerts in Saved Searches: ${{ url }}`,
        ),
  });
  const title = alertTitle(input.alerts, words);
  const rendered = renderEmail(
    { title, preheader: t(msg({ message: 'New stock for your saved searches' })), blocks },
    words,
  );
  return { ...rendered, subject: noticeSubject(title, words) };
}
