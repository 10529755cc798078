// The link to a venue's kitchen printers, for the venue's back-office screen.
import { Link } from 'react-router';
import { usePrintersCopy } from './printers-copy';

export function PrintersLink({ seatWebId }: { seatWebId: number }) {
  const copy = usePrintersCopy();
  return <Link to={`/staff/venues/${seatWebId}/printers`}>{copy.link}</Link>;
}
