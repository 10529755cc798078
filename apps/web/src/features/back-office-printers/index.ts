// What other features may use of the kitchen printers screen: the link to it.
export { PrintersLink } from './printers-link';
