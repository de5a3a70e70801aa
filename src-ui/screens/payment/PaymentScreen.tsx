import { TitledPage } from '../placeholder/TitledPage';

/** Placeholder until its issue lands. */
export function PaymentScreen() {
  return <TitledPage page="payment" />;
}
