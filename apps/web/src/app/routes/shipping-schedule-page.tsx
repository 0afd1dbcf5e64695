import { MyVehiclesOnVoyages } from '@/features/purchases/components/my-vehicles-on-voyages';
import { ShippingScheduleView } from '@/features/shipping/routes/shipping-schedule-page';

/** /my-account/shipping-schedule: the member's own vehicles on their voyages above the schedule. */
export default function ShippingSchedulePage() {
  return <ShippingScheduleView mine={<MyVehiclesOnVoyages />} />;
}
