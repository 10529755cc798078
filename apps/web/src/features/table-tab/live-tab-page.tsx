// The table's tab, live (docs/table-tab.md): who is at the table, the shared cart with who added
// what and with which options, "Invia il giro", the rounds with the kitchen's progress and the
// running total. Every change anyone makes reaches every phone through the tab's live stream
// (the whole tab per message); a live region tells screen readers the tab changed. The token
// is in local storage, so a reload comes back here with nothing lost. While the tab is open the
// phone may ask for push notifications of the others' changes (components/push-toggle.tsx).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  TABLE_TAB_TOKEN_HEADER,
  type MyTableTab,
  type TableTabMenuProduct,
  type TableTabView,
} from '@tavola/domain/table-tab';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PushToggle } from '../../components/push-toggle';
import { ApiError } from '../../lib/api-client';
import { formatCents } from '../../lib/format';
import { participantToken, tableTabApi } from './api/table-tab-api';
import { Page } from './join-page';
import { PayTabPanel } from './split-bill/pay-tab-panel';
import { useTabStream } from './use-tab-stream';
import './table-tab.css';

const TAB_KEY = ['table-tab', 'current'] as const;

export function LiveTabPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [token] = useState(() => participantToken.read());
  const [announcement, setAnnouncement] = useState('');
  const tab = useQuery({
    queryKey: [...TAB_KEY, token],
    queryFn: () => tableTabApi.current(token!),
    enabled: token !== null,
    retry: false,
  });
  const menu = useQuery({
    queryKey: ['table-tab', 'menu', token],
    queryFn: () => tableTabApi.menu(token!),
    enabled: token !== null && tab.isSuccess,
    staleTime: 60_000,
  });

  const setView = (view: TableTabView) => {
    queryClient.setQueryData<MyTableTab>([...TAB_KEY, token], (old) => (old ? { ...old, tab: view } : old));
  };
  const live = useTabStream(
    token,
    (view) => {
      setView(view);
      setAnnouncement((a) => (a === t('tableTab.updated') ? `${t('tableTab.updated')}.` : t('tableTab.updated')));
    },
    () => void tab.refetch(),
  );

  const removed = tab.error instanceof ApiError && tab.error.status === 401;
  if (token === null || removed) {
    return (
      <Page>
        <Alert variant="warning">{t('tableTab.removed')}</Alert>
      </Page>
    );
  }
  if (tab.isPending) {
    return (
      <Page>
        <div className="text-center my-5">
          <Spinner animation="border" role="status" aria-label={t('common.loading')} />
        </div>
      </Page>
    );
  }
  if (tab.isError) {
    return (
      <Page>
        <Alert variant="danger">{tab.error.message}</Alert>
        <Button onClick={() => void tab.refetch()}>{t('common.retry')}</Button>
      </Page>
    );
  }
  const { participantId } = tab.data;
  const view = tab.data.tab;
  const open = view.status === 'open';

  return (
    <Page>
      <div className="visually-hidden" aria-live="polite" role="status" data-testid="tab-live-region">
        {announcement}
      </div>
      <header className="d-flex align-items-start justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">{t('tableTab.liveTitle', { number: view.tableNumber })}</h1>
        <Badge bg={live ? 'success' : 'secondary'} className="mt-1" data-testid="tab-live-badge">
          {live ? t('tableTab.live') : t('tableTab.offline')}
        </Badge>
      </header>

      {!open && <ClosedTab view={view} />}

      {open && <TabNotifications token={token} />}

      <section aria-labelledby="tab-people" className="mb-3">
        <h2 id="tab-people" className="h6 text-uppercase text-body-secondary">
          {t('tableTab.participants')}
        </h2>
        <ul className="list-inline mb-0" data-testid="tab-participants">
          {view.participants
            .filter((p) => !p.removed)
            .map((p) => (
              <li key={p.participantId} className="list-inline-item">
                <Badge
                  bg={p.participantId === participantId ? 'primary' : 'light'}
                  text={p.participantId === participantId ? undefined : 'dark'}
                  className="tab-person"
                >
                  {p.participantId === participantId ? t('tableTab.you', { name: p.displayName }) : p.displayName}
                </Badge>
              </li>
            ))}
        </ul>
      </section>

      {open && <SharedCart token={token} view={view} onView={setView} />}

      <Rounds view={view} />

      {view.rounds.length > 0 && (
        <PayTabPanel token={token} participantId={participantId} tab={view} liveKey={tab.dataUpdatedAt} />
      )}

      {open && (
        <section aria-labelledby="tab-menu" className="mb-4">
          <h2 id="tab-menu" className="h5">
            {t('tableTab.menu')}
          </h2>
          {menu.isPending && <Spinner animation="border" size="sm" role="status" aria-label={t('common.loading')} />}
          {menu.isError && (
            <Alert variant="danger">
              {menu.error.message}{' '}
              <Button size="sm" onClick={() => void menu.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          )}
          {menu.data?.categories.map((category) => (
            <div key={category.name} className="mb-3">
              <h3 className="h6 mt-3">{category.name}</h3>
              <ListGroup>
                {category.products.map((product) => (
                  <ProductRow key={product.productWebId} token={token} product={product} onView={setView} />
                ))}
              </ListGroup>
            </div>
          ))}
        </section>
      )}
    </Page>
  );
}

const pushPaths = {
  subscribe: 'tableTab/push/subscribe',
  unsubscribe: 'tableTab/push/unsubscribe',
  isSubscribed: 'tableTab/push/isSubscribed',
};

/** Push to this phone while the tab is open: rounds others send, their progress, the tab's end (the subscription ends with the tab). */
function TabNotifications({ token }: { token: string }) {
  const { t } = useTranslation();
  const owner = useMemo(
    () => ({ extraHeaders: { [TABLE_TAB_TOKEN_HEADER]: token }, reloadOnUnauthorized: false as const }),
    [token],
  );
  return (
    <PushToggle
      paths={pushPaths}
      owner={owner}
      copy={{ button: t('tableTab.notifyButton'), on: t('tableTab.notifyOn') }}
      testId="tab-notify"
    />
  );
}

function ClosedTab({ view }: { view: TableTabView }) {
  const { t } = useTranslation();
  const again = `/main/table-tab?seatWebId=${view.seatWebId}&table=${view.tableNumber}${view.menuWebId ? `&menuWebId=${view.menuWebId}` : ''}`;
  return (
    <Alert variant={view.status === 'settled' ? 'success' : 'secondary'} data-testid="tab-closed">
      <p className="mb-2 fw-semibold">{view.status === 'settled' ? t('tableTab.settled') : t('tableTab.closed')}</p>
      <Link to={again} onClick={() => participantToken.clear()}>
        {t('tableTab.joinAgain')}
      </Link>
    </Alert>
  );
}

function SharedCart({ token, view, onView }: { token: string; view: TableTabView; onView(view: TableTabView): void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<number | null>(null);
  const remove = useMutation({
    mutationFn: (cartLineId: number) => tableTabApi.removeLine(token, cartLineId),
    onSuccess: onView,
  });
  const send = useMutation({
    mutationFn: () => tableTabApi.sendRound(token),
    onSuccess: (result) => {
      onView(result.tab);
      setSent(result.orderNumber);
    },
  });
  return (
    <section aria-labelledby="tab-cart" className="mb-3">
      <h2 id="tab-cart" className="h5">
        {t('tableTab.cart')}
      </h2>
      {view.cartLines.length === 0 ? (
        <p className="text-body-secondary" data-testid="tab-cart-empty">
          {t('tableTab.cartEmpty')}
        </p>
      ) : (
        <ListGroup className="mb-2" data-testid="tab-cart">
          {view.cartLines.map((line) => (
            <ListGroup.Item
              key={line.cartLineId}
              className="d-flex justify-content-between align-items-start gap-2"
              data-testid="tab-cart-line"
            >
              <div>
                <div className="fw-semibold">
                  {line.quantity} × {line.description}
                </div>
                {line.additiveVariations.length > 0 && (
                  <div className="small">
                    {t('tableTab.plus', { list: line.additiveVariations.map((v) => v.description).join(', ') })}
                  </div>
                )}
                {line.subtractiveVariations.length > 0 && (
                  <div className="small">
                    {t('tableTab.minus', { list: line.subtractiveVariations.map((v) => v.description).join(', ') })}
                  </div>
                )}
                <div className="small text-body-secondary">{t('tableTab.addedBy', { name: line.participantName })}</div>
              </div>
              <div className="text-end">
                <div>{formatCents(line.totalCents)}</div>
                <Button
                  variant="link"
                  size="sm"
                  className="p-0"
                  aria-label={t('tableTab.removeLine', { dish: line.description })}
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(line.cartLineId)}
                >
                  ✕
                </Button>
              </div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <div className="d-flex justify-content-between fw-semibold mb-2">
        <span>{t('tableTab.cartTotal')}</span>
        <span data-testid="tab-cart-total">{formatCents(view.cartTotalCents)}</span>
      </div>
      {(send.error ?? remove.error) && (
        <Alert variant="danger" role="alert">
          {(send.error ?? remove.error)?.message}
        </Alert>
      )}
      {sent !== null && !send.isPending && (
        <Alert variant="success" role="status" onClose={() => setSent(null)} dismissible>
          {t('tableTab.roundSent', { number: sent })}
        </Alert>
      )}
      <Button
        size="lg"
        className="w-100"
        disabled={view.cartLines.length === 0 || send.isPending}
        onClick={() => send.mutate()}
      >
        {send.isPending ? t('tableTab.sending') : t('tableTab.sendRound')}
      </Button>
    </section>
  );
}

function Rounds({ view }: { view: TableTabView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="tab-rounds" className="mb-3">
      <h2 id="tab-rounds" className="h5">
        {t('tableTab.rounds')}
      </h2>
      {view.rounds.length === 0 ? (
        <p className="text-body-secondary">{t('tableTab.noRounds')}</p>
      ) : (
        <ListGroup className="mb-2" data-testid="tab-rounds">
          {view.rounds.map((round, index) => (
            <ListGroup.Item key={round.orderId} data-testid="tab-round">
              <div className="d-flex justify-content-between">
                <span className="fw-semibold">
                  {t('tableTab.round', { index: index + 1, number: round.orderNumber })}
                </span>
                <Badge bg={round.state === 'rejected' ? 'danger' : 'info'} text="dark" data-testid="tab-round-state">
                  {t(`tableTab.states.${round.state}`)}
                </Badge>
              </div>
              {round.sentBy && (
                <div className="small text-body-secondary">{t('tableTab.sentBy', { name: round.sentBy })}</div>
              )}
              <ul className="small mb-0 ps-3">
                {round.lines.map((line, i) => (
                  <li key={i}>
                    {line.quantity} × {line.description}
                    {line.additions.length > 0 && ` (+ ${line.additions.join(', ')})`}
                    {line.removals.length > 0 && ` (− ${line.removals.join(', ')})`}
                  </li>
                ))}
              </ul>
              <div className="text-end">{formatCents(round.totalAmountCents)}</div>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
      <div className="d-flex justify-content-between fs-5 fw-bold">
        <span>{t('tableTab.tabTotal')}</span>
        <span data-testid="tab-total">{formatCents(view.totalCents)}</span>
      </div>
    </section>
  );
}

function ProductRow({
  token,
  product,
  onView,
}: {
  token: string;
  product: TableTabMenuProduct;
  onView(view: TableTabView): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const firstChoice = (group: TableTabMenuProduct['groups'][number]) =>
    group.options.find((o) => !o.unavailable)?.ingredientId ?? null;
  const [forced, setForced] = useState<Record<number, number | null>>({});
  const [added, setAdded] = useState<Set<number>>(new Set());
  const [removed, setRemoved] = useState<Set<number>>(new Set());
  const [quantity, setQuantity] = useState(1);
  const add = useMutation({
    mutationFn: () => {
      const chosen = product.groups
        .flatMap((group, g) => (group.forceSelection ? [forced[g] ?? firstChoice(group)] : []))
        .filter((v): v is number => v !== null);
      return tableTabApi.addLine(token, {
        productWebId: product.productWebId,
        quantity,
        additiveVariations: [...chosen, ...added].map((ingredientId) => ({ ingredientId })),
        subtractiveVariations: [...removed].map((ingredientId) => ({ ingredientId })),
      });
    },
    onSuccess: (view) => {
      onView(view);
      setOpen(false);
      setAdded(new Set());
      setRemoved(new Set());
      setForced({});
      setQuantity(1);
    },
  });
  useEffect(() => {
    if (open) formRef.current?.querySelector<HTMLElement>('input, select')?.focus();
  }, [open]);
  const unit = product.unitPriceCents;
  const toggle = (set: Set<number>, id: number, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };
  const formId = `tab-product-${product.productWebId}`;

  return (
    <ListGroup.Item data-testid="tab-product">
      <div className="d-flex justify-content-between align-items-center gap-2">
        <div>
          <div className="fw-semibold">{product.description}</div>
          <div className="small text-body-secondary">{formatCents(unit)}</div>
        </div>
        {product.soldOut ? (
          <Badge bg="secondary">{t('tableTab.soldOut')}</Badge>
        ) : (
          <Button
            variant={open ? 'outline-secondary' : 'outline-primary'}
            aria-expanded={open}
            aria-controls={formId}
            aria-label={open ? t('tableTab.cancel') : t('tableTab.addDish', { dish: product.description })}
            onClick={() => setOpen(!open)}
          >
            {open ? t('tableTab.cancel') : t('tableTab.add')}
          </Button>
        )}
      </div>
      {open && (
        <Form
          id={formId}
          ref={formRef}
          className="mt-2"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          {product.groups.map((group, g) => (
            <fieldset key={g} className="mb-2">
              <legend className="h6 mb-1">{group.description}</legend>
              {group.options.map((option) =>
                group.forceSelection ? (
                  <Form.Check
                    key={option.ingredientId}
                    type="radio"
                    id={`${formId}-g${g}-${option.ingredientId}`}
                    name={`${formId}-g${g}`}
                    disabled={option.unavailable}
                    label={`${option.description}${option.unitPriceCents ? ` (+${formatCents(option.unitPriceCents)})` : ''}`}
                    checked={(forced[g] ?? firstChoice(group)) === option.ingredientId}
                    onChange={() => setForced({ ...forced, [g]: option.ingredientId })}
                  />
                ) : (
                  <Form.Check
                    key={option.ingredientId}
                    type="checkbox"
                    id={`${formId}-g${g}-${option.ingredientId}`}
                    disabled={option.unavailable}
                    label={`${option.description}${option.unitPriceCents ? ` (+${formatCents(option.unitPriceCents)})` : ''}`}
                    checked={added.has(option.ingredientId)}
                    onChange={(e) => setAdded(toggle(added, option.ingredientId, e.target.checked))}
                  />
                ),
              )}
            </fieldset>
          ))}
          {product.removable.length > 0 && (
            <fieldset className="mb-2">
              <legend className="h6 mb-1">{t('tableTab.removable')}</legend>
              {product.removable.map((option) => (
                <Form.Check
                  key={option.ingredientId}
                  type="checkbox"
                  id={`${formId}-r-${option.ingredientId}`}
                  label={t('tableTab.minus', { list: option.description })}
                  checked={removed.has(option.ingredientId)}
                  onChange={(e) => setRemoved(toggle(removed, option.ingredientId, e.target.checked))}
                />
              ))}
            </fieldset>
          )}
          <Form.Group className="mb-2" controlId={`${formId}-qty`}>
            <Form.Label>{t('tableTab.quantity')}</Form.Label>
            <Form.Select
              value={quantity}
              onChange={(e) => setQuantity(Number(e.target.value))}
              style={{ maxWidth: '6rem' }}
            >
              {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {add.isError && (
            <Alert variant="danger" role="alert">
              {add.error.message}
            </Alert>
          )}
          <Button type="submit" className="w-100" disabled={add.isPending}>
            {t('tableTab.addToCart')}
          </Button>
        </Form>
      )}
    </ListGroup.Item>
  );
}
