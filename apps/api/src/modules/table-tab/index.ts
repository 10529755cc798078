// What other modules use of a table's tab: who a participant's token names (the tab's payments
// and push subscriptions authenticate the same phone the same way), and the closed tab's message.
export { participantOfRequest } from './participant-token';
export { TABLE_TAB_CLOSED_MESSAGE } from './table-tab-service';
