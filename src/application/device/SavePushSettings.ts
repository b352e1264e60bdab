import { CLOCK_TIME, type PushSettings } from '../../domain/push';
import { ValidationError, type FieldError } from '../../domain/errors';
import type { PushApi } from './ports';

/** What is pushed, previews and quiet hours: checked as the server checks it (both ends, real clock times). */
export class SavePushSettings {
  constructor(private readonly api: PushApi) {}

  async execute(settings: PushSettings): Promise<PushSettings> {
    const errors: FieldError[] = [];
    for (const field of ['quietFrom', 'quietUntil'] as const) {
      const value = settings[field];
      const other = settings[field === 'quietFrom' ? 'quietUntil' : 'quietFrom'];
      if (value === null && other !== null) errors.push({ field, code: 'required', message: 'required' });
      if (value !== null && !CLOCK_TIME.test(value)) errors.push({ field, code: 'invalid', message: 'HH:MM' });
    }
    if (errors.length > 0) throw new ValidationError(errors);
    return this.api.saveSettings(settings);
  }
}
