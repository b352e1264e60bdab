import { COMPLAINT_TEXT_MAX, COMPLAINT_TEXT_MIN } from '../../src/domain/decisions';
import { ApiError } from '../platform/domain/ApiError';

/** A complaint or its answer in the person's words: 10 to 4,000 characters, kept trimmed; refused on its field. */
export function complaintText(field: 'text' | 'answer', text: string): string {
  const trimmed = text.trim();
  if (trimmed.length < COMPLAINT_TEXT_MIN || trimmed.length > COMPLAINT_TEXT_MAX)
    throw ApiError.validation([
      {
        field,
        code: trimmed.length < COMPLAINT_TEXT_MIN ? 'required' : 'too_long',
        message: `Say why in ${COMPLAINT_TEXT_MIN} to ${COMPLAINT_TEXT_MAX} characters`,
      },
    ]);
  return trimmed;
}
