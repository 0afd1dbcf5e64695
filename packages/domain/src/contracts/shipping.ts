// Contracts of the shipping schedule: the back office enters the carriers' voyages (vessel,
// voyage number, port of loading in Japan and ETD, then the ETA at each port of discharge) and the
// member page /my-account/shipping-schedule shows the upcoming ones to the member's country.
// Carriers publish schedules as dates, so ETD and ETA are calendar dates ('YYYY-MM-DD') on the wire
// and in the form; the API stores each as the start of that day in UTC, which is the same date in
// Japan and at every port we ship to.
import { z } from 'zod';
import { MAX_RECORD_ID } from './errors.ts';

export const SHIPPING_MESSAGES = {
  vesselName: /*i18n*/ 'Enter the vessel name.',
  voyageNumber: /*i18n*/ 'Enter the voyage number.',
  loadingPort: /*i18n*/ 'Enter the port of loading.',
  date: /*i18n*/ 'Enter a date, e.g. 2025-03-14.',
  calls: /*i18n*/ 'Add at least one port of discharge.',
  tooManyCalls: /*i18n*/ 'A voyage can call at 20 ports at most.',
  port: /*i18n*/ 'Choose the port.',
  unknownPort: /*i18n*/ 'There is no such port.',
  etaAfterEtd: /*i18n*/ 'The ETA must be after the ETD.',
  duplicatePort: /*i18n*/ 'This port is already on the voyage.',
  duplicateVoyage: /*i18n*/ 'This vessel already has a voyage with this number.',
  notFound: /*i18n*/ 'There is no such voyage.',
  booked: /*i18n*/ 'Vehicles are booked on this voyage: book them on another voyage before deleting it.',
} as const;

export const MAX_PORT_CALLS = 20;

/** A calendar date, 'YYYY-MM-DD' (string order is date order). */
export const scheduleDateSchema = z.iso.date({ error: SHIPPING_MESSAGES.date });

const text = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters.` });

export const voyagePortCallInputSchema = z.object(
  {
    portId: z
      .number({ error: SHIPPING_MESSAGES.port })
      .int({ error: SHIPPING_MESSAGES.port })
      .positive({ error: SHIPPING_MESSAGES.port })
      .max(MAX_RECORD_ID, { error: SHIPPING_MESSAGES.port }),
    eta: scheduleDateSchema,
  },
  { error: /*i18n*/ 'Give the port and its ETA.' },
);
export type VoyagePortCallInput = z.infer<typeof voyagePortCallInputSchema>;

/**
 * POST /api/admin/shipping/voyages and PUT /api/admin/shipping/voyages/:id, and the form. The vessel
 * is named, not chosen: a new name adds the vessel. Each ETA comes after the ETD and no port is
 * called at twice; the messages land on the field ('calls.1.eta', 'calls.2.portId').
 */
export const voyageInputSchema = z
  .object({
    vesselName: text(100, SHIPPING_MESSAGES.vesselName),
    voyageNumber: text(30, SHIPPING_MESSAGES.voyageNumber),
    loadingPort: text(60, SHIPPING_MESSAGES.loadingPort),
    etd: scheduleDateSchema,
    calls: z
      .array(voyagePortCallInputSchema, { error: SHIPPING_MESSAGES.calls })
      .min(1, { error: SHIPPING_MESSAGES.calls })
      .max(MAX_PORT_CALLS, { error: SHIPPING_MESSAGES.tooManyCalls }),
  })
  .superRefine((voyage, ctx) => {
    const seen = new Set<number>();
    voyage.calls.forEach((call, index) => {
      if (call.eta <= voyage.etd)
        ctx.addIssue({
          code: 'custom',
          path: ['calls', index, 'eta'],
          message: SHIPPING_MESSAGES.etaAfterEtd,
        });
      if (seen.has(call.portId))
        ctx.addIssue({
          code: 'custom',
          path: ['calls', index, 'portId'],
          message: SHIPPING_MESSAGES.duplicatePort,
        });
      seen.add(call.portId);
    });
  });
export type VoyageInput = z.infer<typeof voyageInputSchema>;

export const voyagePortCallSchema = z.object({
  portId: z.number().int(),
  portName: z.string(),
  countryId: z.number().int(),
  countryName: z.string(),
  eta: z.string(),
});
export type VoyagePortCall = z.infer<typeof voyagePortCallSchema>;

/** Which sailing it is: the vessel, its voyage number and when it leaves which Japanese port. */
export const sailingFields = {
  id: z.number().int(),
  vesselName: z.string(),
  voyageNumber: z.string(),
  loadingPort: z.string(),
  etd: z.string(),
};

/** A voyage as the back office lists it; calls in ETA order. */
export const voyageSchema = z.object({
  ...sailingFields,
  calls: z.array(voyagePortCallSchema),
  updatedAt: z.string(),
});
export type Voyage = z.infer<typeof voyageSchema>;

/** GET /api/admin/shipping/voyages?past=true: upcoming voyages by ETD, then (with past) the past ones, newest first. */
export const voyageListQuerySchema = z.object({
  past: z
    .enum(['true', 'false'], { error: /*i18n*/ 'Use true or false.' })
    .transform((value) => value === 'true')
    .optional(),
});

/** How many past voyages the back office lists (the newest). */
export const PAST_VOYAGES_LIMIT = 100;

export const voyageListSchema = z.object({
  upcoming: z.array(voyageSchema),
  /** Empty unless asked for; a voyage is past once its last ETA is before today. */
  past: z.array(voyageSchema),
});
export type VoyageList = z.infer<typeof voyageListSchema>;

/** GET /api/admin/shipping/ports: what the form offers. */
export const shippingPortsSchema = z.object({
  /** Ports of loading in Japan (suggestions; the field is free text). */
  loadingPorts: z.array(z.string()),
  /** Vessels already on file (suggestions). */
  vessels: z.array(z.string()),
  /** Ports of discharge, grouped by country. */
  destinations: z.array(
    z.object({
      countryId: z.number().int(),
      countryName: z.string(),
      ports: z.array(z.object({ id: z.number().int(), name: z.string() })),
    }),
  ),
});
export type ShippingPorts = z.infer<typeof shippingPortsSchema>;

/** One sailing on the member's schedule: the ETAs at the member's country ports only. */
export const memberSailingSchema = z.object({
  ...sailingFields,
  calls: z.array(voyagePortCallSchema),
});
export type MemberSailing = z.infer<typeof memberSailingSchema>;

/** GET /api/shipping-schedule */
export const memberShippingScheduleSchema = z.object({
  /** The member's country; null for an account without one (staff), who sees every port. */
  country: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  /** The ports the sailings call at, in the order of the table's columns. */
  ports: z.array(z.object({ id: z.number().int(), name: z.string(), countryName: z.string() })),
  sailings: z.array(memberSailingSchema),
});
export type MemberShippingSchedule = z.infer<typeof memberShippingScheduleSchema>;
