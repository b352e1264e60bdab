import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES, type TenantDocument } from '../../domain/applications';
import { ValidationError } from '../../domain/errors';
import type { ApplicationsApi } from './ports';

/** My documents: listed, uploaded (a PDF, JPEG or PNG of at most 10 MB, checked before sending), deleted. */
export class KeepDocuments {
  constructor(private readonly api: ApplicationsApi) {}

  list(): Promise<TenantDocument[]> {
    return this.api.documents();
  }

  execute(kind: string, file: File | null, onProgress: (fraction: number) => void): Promise<TenantDocument> {
    if (!file)
      return Promise.reject(new ValidationError([{ field: 'file', code: 'required', message: 'Choose a file' }]));
    if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type))
      return Promise.reject(new ValidationError([{ field: 'file', code: 'invalid', message: 'PDF, JPEG or PNG' }]));
    if (file.size > DOCUMENT_MAX_BYTES)
      return Promise.reject(new ValidationError([{ field: 'file', code: 'too_long', message: 'At most 10 MB' }]));
    return this.api.upload(kind, file, onProgress);
  }

  remove(id: string): Promise<void> {
    return this.api.removeDocument(id);
  }
}
