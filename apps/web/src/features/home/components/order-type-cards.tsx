import Alert from 'react-bootstrap/Alert';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from 'react-i18next';
import type { OrderTypeOption } from '../order-types';
import { OrderTypeCard } from './order-type-card';

export function OrderTypeCards({ options }: { options: OrderTypeOption[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-types-title" className="my-4">
      <h2 id="order-types-title" className="h4 mb-3">
        {t('home.orderTypesTitle')}
      </h2>
      {options.length === 0 ? (
        <Alert variant="info">{t('home.noOrderTypes')}</Alert>
      ) : (
        <Row xs={1} md={2} lg={3} className="g-4">
          {options.map((option) => (
            <Col key={option.orderType}>
              <OrderTypeCard option={option} />
            </Col>
          ))}
        </Row>
      )}
    </section>
  );
}
