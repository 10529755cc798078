// What other modules use of the menu: the allergen and feature catalogues.
export { listAllergens, listFeatures } from './menu-web-repository';
