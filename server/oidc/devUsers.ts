import { createHash, timingSafeEqual } from 'node:crypto';
import type { Role } from '../auth/rights';

export interface DevUser {
  username: string;
  password: string;
  name: string;
  email: string;
  roles: Role[];
}

/** The development provider's accounts; the user name is also the subject. */
export const devUsers: readonly DevUser[] = [
  { username: 'admin', password: 'admin', name: 'Quản trị viên', email: 'admin@kago.test', roles: ['admin'] },
  { username: 'viewer', password: 'viewer', name: 'Người xem', email: 'viewer@kago.test', roles: ['viewer'] },
  {
    username: 'purchaser',
    password: 'purchaser',
    name: 'Nhân viên mua hàng',
    email: 'purchaser@kago.test',
    roles: ['purchaser'],
  },
  {
    username: 'warehouse',
    password: 'warehouse',
    name: 'Nhân viên kho',
    email: 'warehouse@kago.test',
    roles: ['warehouse'],
  },
  {
    username: 'accountant',
    password: 'accountant',
    name: 'Kế toán',
    email: 'accountant@kago.test',
    roles: ['accountant'],
  },
  {
    username: 'operator',
    password: 'operator',
    name: 'Nhân viên khai thác',
    email: 'operator@kago.test',
    roles: ['operator'],
  },
];

export const findDevUser = (username: string) => devUsers.find((user) => user.username === username);

// Hashing first gives equal-length buffers, so the comparison time says nothing about the password.
const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** The user whose password matches, compared in constant time; null otherwise. */
export const authenticateDevUser = (username: string, password: string): DevUser | null => {
  const user = findDevUser(username);
  const expected = digest(user?.password ?? '');
  const matches = timingSafeEqual(expected, digest(password));
  return user && matches ? user : null;
};
