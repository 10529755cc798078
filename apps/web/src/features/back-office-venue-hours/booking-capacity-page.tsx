// Placeholder replaced below by the booking-capacity screen.
export function BookingCapacityPage({ seatWebId }: { seatWebId: number }) {
  return <p>{seatWebId}</p>;
}
