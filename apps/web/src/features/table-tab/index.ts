// What other features may use of the shared tab: the board's panel of open tabs.
export { TableTabsPanel } from './staff/table-tabs-panel';
