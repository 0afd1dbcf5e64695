import { z } from 'zod';
import { recordIdSchema } from './errors.ts';
import { COMPARE_LIMIT_MESSAGE, MAX_COMPARED_VEHICLES } from '../compare.ts';

// §7 POST /vehicles/{prelog|postlog}/get-compare-vehicles: "body list of vehicle ids".
export const compareIdsSchema = z.array(recordIdSchema(/*i18n*/ 'Please give valid vehicle ids.'));
/** The selection the browser may send: at most four (§5). */
export const compareRequestSchema = compareIdsSchema.max(MAX_COMPARED_VEHICLES, COMPARE_LIMIT_MESSAGE);
export type CompareRequest = z.infer<typeof compareRequestSchema>;

/** §3 "Vehicle (comparison)", field for field. The public answer carries no price. */
export const comparisonVehicleSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  make: z.string(),
  model: z.string(),
  month: z.number().int().nullable(),
  monthName: z.string().nullable(),
  chassis: z.string(),
  grade: z.string(),
  type: z.string(),
  kms: z.number().int(),
  engineDisplacement: z.number().int(),
  doors: z.number().int(),
  isLeftHandDrive: z.boolean(),
  transmission: z.string(),
  fuel: z.string(),
  wheelStyle: z.number().int().nullable(),
  interiorType: z.string().nullable(),
  interiorColor: z.string().nullable(),
  hasSunRoof: z.boolean(),
  length: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  defaultPhoto: z.string(),
  frontPhotoMedium: z.string(),
});
export type ComparisonVehicle = z.infer<typeof comparisonVehicleSchema>;

/** Members also see the price text of their active account (§1: prices only when signed in). */
export const memberComparisonVehicleSchema = comparisonVehicleSchema.extend({
  price: z.string().nullable(),
});
export type MemberComparisonVehicle = z.infer<typeof memberComparisonVehicleSchema>;

export const compareResponseSchema = z.array(comparisonVehicleSchema);
export type CompareResponse = z.infer<typeof compareResponseSchema>;
export const memberCompareResponseSchema = z.array(memberComparisonVehicleSchema);
export type MemberCompareResponse = z.infer<typeof memberCompareResponseSchema>;
