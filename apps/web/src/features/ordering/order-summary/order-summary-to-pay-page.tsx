// 'Conferma ordine via email' (spec 000 §2, §4, §7, §8): an anonymous cash order waits for the
// diner to press the button in the e-mail. The page asks for that e-mail once: a check code
// (opaque; the secret goes only into the mail, docs/contract/README.md), then the mail with the callback
// to the order-confirmed page (domain orderConfirmedCallbackUrl, {checkCode} filled in by the
// server).
import { orderConfirmedCallbackUrl } from '@tavola/domain/order-requests';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAppContext } from '../../../lib/app-context';
import { getCheckCodeForConfirmOrder } from '../api/get-check-code-for-confirm-order';
import { useOrderProgress } from '../api/get-order-progress';
import { sendEmailConfirmOrder } from '../api/send-email-confirm-order';
import { useOrdering } from '../state/use-ordering';
import { OrderDetails } from './order-details';
import { OrderLiveStatus } from './order-live-status';
import { awaitingEmailLink } from './payment-line';

type MailState = 'sending' | 'sent' | 'missing' | 'expired' | 'failed';

export function OrderSummaryToPayPage() {
  const { t } = useTranslation();
  const params = useParams();
  const orderId = Number(params.orderId);
  const orderNumber = Number(params.orderNumber);
  const { customer, company, seatWeb, language } = useAppContext();
  const ordering = useOrdering();
  const mailKey = `confirm-${orderId}`;
  const alreadySent = ordering.mailsSent.includes(mailKey);
  const [mail, setMail] = useState<MailState>(alreadySent ? 'sent' : 'sending');
  const order = ordering.lastOrder?.orderId === orderId ? ordering.lastOrder : null;

  useEffect(() => {
    if (ordering.mailAlreadySent(mailKey)) return;
    // Spec 000 §8: without the order id, number or customer no mail can be sent.
    if (!(orderId > 0) || !(orderNumber > 0) || !customer) {
      setMail('missing');
      return;
    }
    ordering.markMailSent(mailKey);
    void (async () => {
      try {
        await getCheckCodeForConfirmOrder(orderId);
      } catch {
        setMail('expired');
        return;
      }
      try {
        const callbackUrl = orderConfirmedCallbackUrl({
          origin: window.location.origin,
          languageCode: language.languageCode,
          orderId,
          orderNumber,
          companyUrlName: company.urlName,
          // Spec 000 §7: the link names the venue (the server writes the order's own).
          seatWebId: seatWeb?.seatWebId ?? null,
        });
        await sendEmailConfirmOrder(orderId, customer.customerId, callbackUrl);
        setMail('sent');
      } catch {
        setMail('failed');
      }
    })();
  }, [alreadySent, orderId, orderNumber, customer, mailKey, ordering, language, company, seatWeb]);

  // Once the order no longer waits for the link (rejected, cancelled, expired, confirmed by
  // the staff) the page is its summary: no 'Conferma ordine via email', no instructions.
  const waiting = awaitingEmailLink(useOrderProgress(orderId, customer != null).data);
  return (
    <section className="narrow-page" aria-labelledby="to-pay-title">
      <h1 id="to-pay-title" className="h3 mb-3">
        {waiting ? t('ordering.toPay.title') : t('ordering.summary.title')}
      </h1>
      <Card className="mb-3">
        <Card.Body>
          <p className="h4 mb-3" data-testid="order-number">
            {t('ordering.summary.orderNumber', { number: params.orderNumber ?? '' })}
          </p>
          {waiting && mail === 'sending' && (
            <div role="status" className="d-flex align-items-center gap-2 mb-3">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              {t('ordering.toPay.sending')}
            </div>
          )}
          {waiting && mail === 'sent' && (
            <Alert variant="info" className="mb-3">
              {t('ordering.toPay.instructions', { email: customer?.email ?? '' })}
            </Alert>
          )}
          {waiting && mail === 'missing' && <Alert variant="danger">{t('ordering.toPay.missing')}</Alert>}
          {waiting && mail === 'expired' && <Alert variant="danger">{t('ordering.toPay.expired')}</Alert>}
          {waiting && mail === 'failed' && (
            <Alert variant="danger">{t('ordering.toPay.failed', { phone: seatWeb?.phone ?? '' })}</Alert>
          )}
          <OrderLiveStatus orderId={orderId} />
          {order && <OrderDetails order={order} />}
        </Card.Body>
      </Card>
      <Link to="/" className="btn btn-outline-primary">
        {t('ordering.common.backHome')}
      </Link>
    </section>
  );
}
