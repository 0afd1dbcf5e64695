// The text the free-text box searches (search_text, trigram index, ADR 0005), built as the seed
// builds it (demo/vehicles.ts): make, model, grade, chassis, the chassis' model code and the
// keywords, in lower case. A unit staff enter is found by the same words as a seeded one.

export interface SearchableVehicle {
  make: string;
  model: string;
  grade: string;
  chassis: string;
  keywords: string;
}

/** 'NHP10-1234567' -> 'NHP10': the model code a dealer types on its own. */
const modelCode = (chassis: string) => (chassis.includes('-') ? chassis.slice(0, chassis.indexOf('-')) : '');

export function vehicleSearchText(v: SearchableVehicle): string {
  return [v.make, v.model, v.grade, v.chassis, modelCode(v.chassis), v.keywords]
    .filter((part) => part.length > 0)
    .join(' ')
    .toLowerCase();
}
