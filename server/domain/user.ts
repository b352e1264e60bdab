import type { Role } from '../../src/domain/user';

export type { Role };
export type Language = 'de' | 'en';

export interface UserRecord {
  id: string;
  name: string;
  lastname: string;
  email: string;
  phoneNumber: string | null;
  img: string | null;
  role: Role;
  passwordHash: string | null;
  activated: boolean;
  blocked: boolean;
  tokenVersion: number;
  language: Language;
  createdAt: Date;
}

export type NewUser = Omit<UserRecord, 'id' | 'createdAt' | 'tokenVersion' | 'blocked'> & { blocked?: boolean };
export type UserPatch = Partial<Omit<UserRecord, 'id' | 'createdAt'>>;
