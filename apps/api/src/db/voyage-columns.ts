// A voyage as the shipping schedule and a purchase's booking name it: the vessel's name with the
// voyage's own columns. Shared infrastructure like the schema (docs/architecture.md); a select that
// spreads these columns joins `vessels` on `voyages.vesselId`.
import { vessels, voyages } from './schema.ts';

export const voyageColumns = {
  id: voyages.id,
  vesselName: vessels.name,
  voyageNumber: voyages.voyageNumber,
  loadingPort: voyages.loadingPort,
  etd: voyages.etd,
};
