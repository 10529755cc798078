// A venue's tables and the printable sheet of their QR codes: each code opens the
// venue's dine-in menu with the table number filled in (links built by the server).
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Alert, Button, Form, InputGroup, ListGroup } from 'react-bootstrap';
import { useSearchParams } from 'react-router';
import { MenuPublicationStatus } from '@tavola/domain/enums';
import { Loaded } from './loaded';
import { MENU_ADMIN_KEY, menuAdminApi } from './menu-admin-api';
import { menuAdminNs } from './menu-admin-copy';
import { SelectRow } from './form-rows';

export function TablesPage({ venues }: { venues: { seatWebId: number; name: string }[] }) {
  const { t } = useTranslation(menuAdminNs);
  const queryClient = useQueryClient();
  // ?seatWebId= (the setup checklist's link) opens the venue still without tables.
  const asked = Number(useSearchParams()[0].get('seatWebId'));
  const [seatWebId, setSeatWebId] = useState<number | null>(
    venues.find((v) => v.seatWebId === asked)?.seatWebId ?? venues[0]?.seatWebId ?? null,
  );
  const [number, setNumber] = useState('');
  const [name, setName] = useState('');
  const tables = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'tables', seatWebId],
    queryFn: () => menuAdminApi.tables(seatWebId!),
    enabled: seatWebId !== null,
  });
  const menus = useQuery({ queryKey: [...MENU_ADMIN_KEY, 'menus'], queryFn: menuAdminApi.menus });
  const dineIn = (menus.data ?? []).filter(
    (m) =>
      m.enabled &&
      m.publicationStatus & MenuPublicationStatus.LocalOrder &&
      (m.seatWebId === null || m.seatWebId === seatWebId),
  );
  const [menuWebId, setMenuWebId] = useState<number | null>(null);
  const chosenMenu = menuWebId ?? dineIn[0]?.menuWebId ?? null;
  const sheet = useQuery({
    queryKey: [...MENU_ADMIN_KEY, 'qr', seatWebId, chosenMenu],
    queryFn: () => menuAdminApi.qrSheet(seatWebId!, chosenMenu!),
    enabled: seatWebId !== null && chosenMenu !== null,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: MENU_ADMIN_KEY });
  const add = useMutation({
    mutationFn: () =>
      menuAdminApi.createTable({
        seatWebId: seatWebId!,
        number: Number(number),
        name: name.trim() || null,
        enabled: true,
      }),
    onSuccess: () => {
      setNumber('');
      setName('');
      void refresh();
    },
  });
  const remove = useMutation({ mutationFn: (id: number) => menuAdminApi.deleteTable(id), onSettled: refresh });

  return (
    <section aria-labelledby="tables-heading">
      <h2 id="tables-heading" className="h4 d-print-none">
        {t('tables.heading')}
      </h2>
      <div className="d-print-none">
        <SelectRow
          id="tables-venue"
          label={t('tables.venue')}
          style={{ maxWidth: '28rem' }}
          value={seatWebId}
          choices={venues.map((v) => ({ value: v.seatWebId, label: v.name }))}
          onChange={(v) => setSeatWebId(Number(v))}
        />
        <Form
          className="mb-3"
          style={{ maxWidth: '36rem' }}
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <InputGroup>
            <Form.Control
              aria-label={t('tables.number')}
              placeholder={t('tables.number')}
              inputMode="numeric"
              value={number}
              onChange={(e) => setNumber(e.target.value)}
              isInvalid={!!add.error}
            />
            <Form.Control
              aria-label={t('tables.name')}
              placeholder={t('tables.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <Button type="submit" disabled={add.isPending || seatWebId === null}>
              {t('tables.add')}
            </Button>
            {add.error && <Form.Control.Feedback type="invalid">{add.error.message}</Form.Control.Feedback>}
          </InputGroup>
        </Form>
        {remove.error && <Alert variant="danger">{remove.error.message}</Alert>}
        {seatWebId !== null && (
          <Loaded query={tables}>
            {(list) =>
              list.length === 0 ? (
                <p>{t('tables.none')}</p>
              ) : (
                <ListGroup className="mb-3" style={{ maxWidth: '36rem' }}>
                  {list.map((table) => (
                    <ListGroup.Item key={table.venueTableId} className="d-flex align-items-center">
                      <span className="me-auto">
                        <strong>{table.number}</strong> {table.name}
                      </span>
                      <Button
                        size="sm"
                        variant="outline-danger"
                        aria-label={`${t('remove')}: ${table.number}`}
                        onClick={() => remove.mutate(table.venueTableId)}
                      >
                        {t('remove')}
                      </Button>
                    </ListGroup.Item>
                  ))}
                </ListGroup>
              )
            }
          </Loaded>
        )}
        <SelectRow
          id="tables-menu"
          label={t('tables.menu')}
          style={{ maxWidth: '28rem' }}
          value={chosenMenu ?? null}
          choices={dineIn.map((m) => ({ value: m.menuWebId, label: m.displayDescription }))}
          onChange={(v) => setMenuWebId(Number(v))}
        />
        <Button className="mb-3" onClick={() => window.print()} disabled={!sheet.data?.tables.length}>
          {t('tables.print')}
        </Button>
      </div>
      {sheet.data && (
        <div className="qr-sheet">
          <div className="qr-grid">
            {sheet.data.tables.map((table) => (
              <QrCard key={table.number} number={table.number} name={table.name} url={table.url} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}

function QrCard({ number, name, url }: { number: number; name: string | null; url: string }) {
  const { t } = useTranslation(menuAdminNs);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(url, { margin: 1, width: 320, errorCorrectionLevel: 'M' }).then(
      (data) => live && setSrc(data),
    );
    return () => {
      live = false;
    };
  }, [url]);
  const title = t('tables.sheetTitle', { n: number });
  return (
    <div className="qr-card" data-testid={`qr-${number}`}>
      <div className="qr-number">{title}</div>
      {name && <div>{name}</div>}
      {src && <img src={src} alt={`${title}: ${url}`} />}
      <div className="small">{t('tables.scan')}</div>
      <a className="small text-break d-print-none" href={url}>
        {url}
      </a>
    </div>
  );
}
