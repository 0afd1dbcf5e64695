import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useCatalogue } from '../api/get-catalogue';
import { useStockPriceRanges } from '../api/get-price-ranges';
import { useSaveVehicle } from '../api/save-vehicle';
import { StockPageHeader } from '../components/stock-page-header';
import { VehicleForm } from '../components/vehicle-form';

/** /admin/stock/new: a vehicle is added available and listed now; photos are added on its page next. */
export default function NewVehiclePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveVehicle();
  const catalogue = useCatalogue();
  const priceRanges = useStockPriceRanges();
  return (
    <div className="space-y-5">
      <StockPageHeader
        title={t`Add vehicle`}
        description={t`Members see it in the search as soon as it is saved. Add its photos on the next page.`}
      />
      {catalogue.isPending ? (
        <Skeleton className="h-96 w-full" />
      ) : (
        <VehicleForm
          catalogue={catalogue.data ?? []}
          priceRanges={priceRanges.data?.ranges}
          onSave={async (input) => {
            const saved = await save.mutateAsync({ id: null, input });
            await navigate(`/admin/stock/${saved.id}`, { state: { added: true } });
          }}
        />
      )}
    </div>
  );
}
