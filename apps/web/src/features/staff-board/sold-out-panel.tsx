// Sold out from the order board (issue #12: "one tap from the order board too"): a panel of the
// dishes this venue serves, each with a switch. Any staff member of the venue may use it; the
// diners' menu shows the change at once and a cart holding the dish is refused at save.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert, Button, Form, ListGroup, Offcanvas, Spinner } from 'react-bootstrap';
import type { AdminSoldOutBoard } from '@tavola/domain/menu-admin';
import { staffApi } from './staff-api';
import { fill, useStaffCopy } from './staff-copy';

export function SoldOutPanel({ seatWebId }: { seatWebId: number }) {
  const copy = useStaffCopy();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline-danger" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {copy.soldOut.open}
      </Button>
      <Offcanvas show={open} onHide={() => setOpen(false)} placement="end" aria-labelledby="sold-out-title">
        <Offcanvas.Header closeButton closeLabel={copy.soldOut.close}>
          <Offcanvas.Title id="sold-out-title">{copy.soldOut.title}</Offcanvas.Title>
        </Offcanvas.Header>
        <Offcanvas.Body>{open && <SoldOutList seatWebId={seatWebId} />}</Offcanvas.Body>
      </Offcanvas>
    </>
  );
}

function SoldOutList({ seatWebId }: { seatWebId: number }) {
  const copy = useStaffCopy();
  const queryClient = useQueryClient();
  const queryKey = ['staff', 'sold-out', seatWebId] as const;
  const dishes = useQuery({ queryKey, queryFn: () => staffApi.soldOutBoard(seatWebId) });
  const [filter, setFilter] = useState('');
  const [said, setSaid] = useState('');
  const toggle = useMutation({
    mutationFn: ({ productWebId, soldOut }: { productWebId: number; soldOut: boolean; name: string }) => staffApi.setSoldOut(productWebId, soldOut),
    onSuccess: (_saved, v) => {
      queryClient.setQueryData<AdminSoldOutBoard>(queryKey, (list) => list?.map((d) => (d.productWebId === v.productWebId ? { ...d, soldOut: v.soldOut } : d)));
      setSaid(fill(v.soldOut ? copy.soldOut.nowSoldOut : copy.soldOut.nowAvailable, { name: v.name }));
    },
    onError: () => void dishes.refetch(),
  });
  if (dishes.isPending)
    return (
      <div role="status">
        <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
        {copy.loading}
      </div>
    );
  if (dishes.isError)
    return (
      <Alert variant="danger">
        {dishes.error.message}{' '}
        <Button size="sm" onClick={() => void dishes.refetch()}>
          {copy.retry}
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
      <p className="small text-muted">{copy.soldOut.help}</p>
      <Form.Control className="mb-2" type="search" aria-label={copy.soldOut.search} placeholder={copy.soldOut.search} value={filter} onChange={(e) => setFilter(e.target.value)} />
      <div className="visually-hidden" aria-live="polite">
        {said}
      </div>
      {toggle.error && <Alert variant="danger">{toggle.error.message}</Alert>}
      {groups.length === 0 && <p className="text-muted">{copy.soldOut.none}</p>}
      {groups.map((g) => (
        <section key={g.key} aria-label={g.title} className="mb-3">
          <h3 className="h6">{g.title}</h3>
          <ListGroup>
            {g.items.map((d) => (
              <ListGroup.Item key={d.productWebId} className={d.soldOut ? 'text-decoration-line-through text-body-secondary' : ''}>
                <Form.Check
                  type="switch"
                  id={`board-sold-out-${d.productWebId}`}
                  label={`${d.description} — ${copy.soldOut.label}`}
                  checked={d.soldOut}
                  disabled={toggle.isPending && toggle.variables?.productWebId === d.productWebId}
                  onChange={(e) => toggle.mutate({ productWebId: d.productWebId, soldOut: e.target.checked, name: d.description })}
                />
              </ListGroup.Item>
            ))}
          </ListGroup>
        </section>
      ))}
    </>
  );
}
