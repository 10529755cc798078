// What other features may use of the shared tab: the board's panel of tabs, and how the board's
// stream hands it each tab event.
export { applyStaffTabEvent, TableTabsPanel } from './staff/table-tabs-panel';
