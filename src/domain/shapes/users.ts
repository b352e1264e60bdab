import { Type, type Static } from 'typebox';
import { ROLES } from '../user';
import { Nullable, StringEnum } from './schema';

export const UserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  phone_number: Nullable(Type.String()),
  img: Nullable(Type.String()),
  authId: Type.Object({ role: StringEnum(ROLES) }),
  activated: Type.Boolean(),
  blocked: Type.Boolean(),
  createdAt: Type.String(),
});

export const SessionSchema = Type.Object({ accessToken: Type.String(), user: UserSchema });

export type User = Static<typeof UserSchema>;
export type Session = Static<typeof SessionSchema>;
