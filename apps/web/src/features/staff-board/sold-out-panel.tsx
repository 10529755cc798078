// Sold out from the order board ("one tap from the order board too"): a panel of the
// dishes this venue serves and of the company's options and ingredients, each with a switch. Any staff member of the venue may use it; the
// diners' menu shows the change at once and a cart holding the dish is refused at save.
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Form, ListGroup, Offcanvas, Spinner } from 'react-bootstrap';
import type { AdminIngredient, AdminSoldOutBoard } from '@tavola/domain/menu-admin';
import { staffApi } from './staff-api';
import { staffBoardNs } from './staff-copy';

export function SoldOutPanel({ seatWebId }: { seatWebId: number }) {
  const { t } = useTranslation(staffBoardNs);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-danger" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('soldOut.open')}
      </Button>
      <Offcanvas show={open} onHide={() => setOpen(false)} placement="end" aria-labelledby="sold-out-title">
        <Offcanvas.Header closeButton closeLabel={t('soldOut.close')}>
          <Offcanvas.Title id="sold-out-title">{t('soldOut.title')}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>{open && <SoldOutList seatWebId={seatWebId} />}</Offcanvas.Body>
      </Offcanvas>
    </>
  );
}

function SoldOutList({ seatWebId }: { seatWebId: number }) {
  const { t } = useTranslation(staffBoardNs);
  const queryClient = useQueryClient();
  const queryKey = ['staff', 'sold-out', seatWebId] as const;
  const dishes = useQuery({ queryKey, queryFn: () => staffApi.soldOutBoard(seatWebId) });
  const [filter, setFilter] = useState('');
  const [said, setSaid] = useState('');
  const optionsKey = ['staff', 'sold-out-options'] as const;
  const options = useQuery({ queryKey: optionsKey, queryFn: staffApi.options });
  const toggle = useMutation({
    mutationFn: async ({
      kind,
      id,
      soldOut,
    }: {
      kind: 'dish' | 'option';
      id: number;
      soldOut: boolean;
      name: string;
    }): Promise<void> => {
      if (kind === 'dish') await staffApi.setSoldOut(id, soldOut);
      else await staffApi.setOptionSoldOut(id, soldOut);
    },
    onSuccess: (_saved, v) => {
      if (v.kind === 'dish')
        queryClient.setQueryData<AdminSoldOutBoard>(queryKey, (list) =>
          list?.map((d) => (d.productWebId === v.id ? { ...d, soldOut: v.soldOut } : d)),
        );
      else
        queryClient.setQueryData<AdminIngredient[]>(optionsKey, (list) =>
          list?.map((o) => (o.ingredientId === v.id ? { ...o, soldOut: v.soldOut } : o)),
        );
      setSaid(t(v.soldOut ? 'soldOut.nowSoldOut' : 'soldOut.nowAvailable', { name: v.name }));
    },
    onError: (_error, v) => void (v.kind === 'dish' ? dishes.refetch() : options.refetch()),
  });
  const busy = (kind: 'dish' | 'option', id: number) =>
    toggle.isPending && toggle.variables?.kind === kind && toggle.variables.id === id;
  if (dishes.isPending)
    return (
      <div role="status">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        {t('loading')}
      </div>
    );
  if (dishes.isError)
    return (
      <Alert variant="danger">
        {dishes.error.message}{' '}
        <Button size="sm" onClick={() => void dishes.refetch()}>
          {t('retry')}
        </Button>
      </Alert>
    );
  const needle = filter.trim().toLowerCase();
  const shown = dishes.data.filter((d) => d.description.toLowerCase().includes(needle));
  // One heading per menu and category, in display order.
  const groups: { key: string; title: string; items: AdminSoldOutBoard }[] = [];
  for (const d of shown) {
    const key = `${d.menuWebId}:${d.classifierName}`;
    const last = groups.at(-1);
    if (last?.key === key) last.items.push(d);
    else groups.push({ key, title: `${d.classifierName} · ${d.menuName}`, items: [d] });
  }
  return (
    <>
      <p className="small text-muted">{t('soldOut.help')}</p>
      <Form.Control
        className="mb-2"
        type="search"
        aria-label={t('soldOut.search')}
        placeholder={t('soldOut.search')}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
      />
      <div className="visually-hidden" aria-live="polite">
        {said}
      </div>
      {toggle.error && <Alert variant="danger">{toggle.error.message}</Alert>}
      {groups.length === 0 && <p className="text-muted">{t('soldOut.none')}</p>}
      {groups.map((g) => (
        <section key={g.key} aria-label={g.title} className="mb-3">
          <h3 className="h6">{g.title}</h3>
          <ListGroup>
            {g.items.map((d) => (
              <ListGroup.Item
                key={d.productWebId}
                className={d.soldOut ? 'text-decoration-line-through text-body-secondary' : ''}
              >
                <Form.Check
                  type="switch"
                  id={`board-sold-out-${d.productWebId}`}
                  label={`${d.description} — ${t('soldOut.label')}`}
                  checked={d.soldOut}
                  disabled={busy('dish', d.productWebId)}
                  onChange={(e) =>
                    toggle.mutate({ kind: 'dish', id: d.productWebId, soldOut: e.target.checked, name: d.description })
                  }
                />
              </ListGroup.Item>
            ))}
          </ListGroup>
        </section>
      ))}
      <section aria-label={t('soldOut.options')} className="mb-3">
        <h3 className="h6">{t('soldOut.options')}</h3>
        <p className="small text-muted">{t('soldOut.optionsHelp')}</p>
        {options.isError && <Alert variant="danger">{options.error.message}</Alert>}
        <ListGroup>
          {(options.data ?? [])
            .filter((o) => o.description.toLowerCase().includes(needle))
            .map((o) => (
              <ListGroup.Item
                key={o.ingredientId}
                className={o.soldOut ? 'text-decoration-line-through text-body-secondary' : ''}
              >
                <Form.Check
                  type="switch"
                  id={`board-sold-out-option-${o.ingredientId}`}
                  label={`${o.description} — ${t('soldOut.label')}`}
                  checked={o.soldOut}
                  disabled={busy('option', o.ingredientId)}
                  onChange={(e) =>
                    toggle.mutate({
                      kind: 'option',
                      id: o.ingredientId,
                      soldOut: e.target.checked,
                      name: o.description,
                    })
                  }
                />
              </ListGroup.Item>
            ))}
        </ListGroup>
      </section>
    </>
  );
}
