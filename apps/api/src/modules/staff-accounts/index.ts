// What other modules use of staff accounts: the set-up of a new company creates its first
// staff member.
export { findCompanyByUrlName, insertStaffMember } from './staff-accounts-repository';
