// What other modules use of Web Push: queue a notification to the diners of a company (the
// table's tab tells its participants of a change). Queued, not sent: the dispatcher sends it
// outside the request (push-service.ts).
import type { FastifyInstance } from 'fastify';
import type { PushMessage } from './push-messages';

export type { PushMessage } from './push-messages';

/**
 * Queues `message` (worded per subscription language, 'it' or 'en') to every browser these
 * customers of this company subscribed; another company's diners are never reached. Returns how
 * many messages were queued (0 when push is off).
 */
export function pushToParticipants(
  app: FastifyInstance,
  participants: { companyId: number; customerIds: number[] },
  message: (language: string) => PushMessage,
): Promise<number> {
  return app.push.queueForDiners(participants.companyId, participants.customerIds, message);
}
