// The menuPublicationStatus query parameter of menuWeb/* and timeFrameWeb/* (spec 000 §3):
// one flag, the status of the order type (DigitalMenu 1, DeliveryMenu 2, TakeAwayMenu 4,
// LocalOrder 8).
import { z } from 'zod';
import { MenuPublicationStatus } from '@tavola/domain/enums';

const statuses: readonly number[] = Object.values(MenuPublicationStatus);

export const menuPublicationStatusParam = z.coerce
  .number()
  .int()
  .refine((v) => statuses.includes(v), { message: 'deve essere 1, 2, 4 o 8' })
  .transform((v) => v as MenuPublicationStatus)
  .describe('Publication status of the order type: 1 DigitalMenu, 2 DeliveryMenu, 4 TakeAwayMenu, 8 LocalOrder');
