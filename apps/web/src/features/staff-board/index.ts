// What other features may use of the staff boards (eslint/boundaries.js): the back office
// shares the signed-in member and the staff navigation bar.
export { StaffNavbar, useStaffMe } from './staff-app';
