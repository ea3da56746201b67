/** /clan/book/order-confirm?id= and /clan/shop/order-confirm?id=: the print order — pay, cancel, follow its state. */
import { PageLayout } from '@src/components/ui/PageLayout';
import { OrderView } from '../components/OrderView';
import { useBookIds } from '../book.queries';
import '../book.css';

export default function OrderConfirmPage() {
  const { id } = useBookIds();
  return (
    <PageLayout title="印刷订单" grey>
      <OrderView id={id} />
    </PageLayout>
  );
}
