// The home shell of spec 001 §2 with the order-type choice of spec 000 §2.
import Container from 'react-bootstrap/Container';
import { useAppContext } from '../../app/app-context';
import { HomeHeader } from './components/home-header';
import { HomeToolbar } from './components/home-toolbar';
import { ReservationsInProgress } from '../booking/reservations-in-progress/reservations-in-progress';
import { OrderTypeCards } from './components/order-type-cards';
import { orderTypeOptions } from './order-types';

export function HomePage() {
  const { company, seatWeb, canChangeSeatWeb } = useAppContext();
  const options = orderTypeOptions(company, canChangeSeatWeb ? null : seatWeb);

  return (
    <Container className="home-container">
      <header>
        <HomeHeader />
        <HomeToolbar />
      </header>
      <main>
        <h1 className="h2">{company.tradeName}</h1>
        {company.introduction && <p className="home-introduction">{company.introduction}</p>}
        <ReservationsInProgress />
        <OrderTypeCards options={options} />
      </main>
    </Container>
  );
}
