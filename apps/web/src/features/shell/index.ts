// What other features may use of the app shell (eslint/boundaries.js).
export { ShellToolbar } from './components/shell-toolbar';
export { ShellHeader } from './components/shell-header';
