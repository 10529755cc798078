// What other features may use of the staff boards (eslint/boundaries.js): the back office
// shares the signed-in member, the gate of its screens and the staff navigation.
export { StaffNavigation } from './staff-navigation';
export { SignedStaff } from './signed-staff';
export { ME_KEY, useStaffMe } from './staff-me';
