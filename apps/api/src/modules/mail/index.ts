// What other modules use of the mail outbox: the developer's view lists the queued emails.
export { listOutboxEmails, type OutboxEmail } from './outbox-repository';
