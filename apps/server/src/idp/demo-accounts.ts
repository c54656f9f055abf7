import { RoleName } from '@labstock/shared';

/**
 * The demo accounts of the embedded development provider. The demo seed registers them as loaners with
 * these roles; every registered user holds Loaner, staff accounts add Clerk or Admin.
 */
export const demoAccounts = [
  {
    key: 'admin',
    username: 'au100001@uni.example',
    firstName: 'Ada',
    lastName: 'Admin',
    roles: [RoleName.Loaner, RoleName.Admin],
  },
  {
    key: 'clerk',
    username: 'au100002@uni.example',
    firstName: 'Carl',
    lastName: 'Clerk',
    roles: [RoleName.Loaner, RoleName.Clerk],
  },
  { key: 'loaner', username: 'au100003@uni.example', firstName: 'Lea', lastName: 'Loaner', roles: [RoleName.Loaner] },
] as const;

export type DemoAccount = (typeof demoAccounts)[number];
