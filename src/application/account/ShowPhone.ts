import type { PhoneStatus } from '../../domain/user';
import type { PhoneApi } from './ports';

/** Whether the confirmed number appears on the person's ads (their choice; off by default). */
export class ShowPhone {
  constructor(private readonly api: PhoneApi) {}

  execute(showPhone: boolean): Promise<PhoneStatus> {
    return this.api.setShowPhone(showPhone);
  }
}
