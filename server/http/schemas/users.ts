import { Type } from 'typebox';
import { ROLES } from '../../../src/domain/user';
import { Nullable, StringEnum } from './common';

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
