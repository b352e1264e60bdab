import { inject, injectable } from 'inversify';
import type { ApplicationsApi } from '../../application/applications/ports';
import type {
  Application,
  ApplicationBoard,
  ApplicationStatus,
  Sharing,
  TenantDocument,
  TenantProfile,
  TenantProfileInput,
} from '../../domain/applications';
import { HttpClient } from './HttpClient';

const id = encodeURIComponent;

@injectable()
export class ApplicationsApiHttp implements ApplicationsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async profile(): Promise<TenantProfile> {
    return (await this.http.get<TenantProfile>('/user/tenant-profile')).data;
  }

  async saveProfile(profile: TenantProfileInput): Promise<TenantProfile> {
    return (await this.http.put<TenantProfile>('/user/tenant-profile', profile)).data;
  }

  async documents(): Promise<TenantDocument[]> {
    return (await this.http.get<TenantDocument[]>('/user/documents')).data;
  }

  async upload(kind: string, file: File, onProgress: (fraction: number) => void): Promise<TenantDocument> {
    const form = new FormData();
    form.append('kind', kind);
    form.append('file', file, file.name);
    return (await this.http.upload<TenantDocument>('/user/documents', form, onProgress)).data;
  }

  async removeDocument(documentId: string): Promise<void> {
    await this.http.delete(`/user/documents/${id(documentId)}`);
  }

  async apply(adId: string, profileConsent: boolean): Promise<Application> {
    return (await this.http.post<Application>(`/ads/${id(adId)}/application`, { profileConsent })).data;
  }

  async mine(): Promise<Application[]> {
    return (await this.http.get<Application[]>('/applications')).data;
  }

  async share(applicationId: string, sharing: Sharing): Promise<Application> {
    return (await this.http.put<Application>(`/applications/${id(applicationId)}/sharing`, sharing)).data;
  }

  async board(adId: string): Promise<ApplicationBoard> {
    return (await this.http.get<ApplicationBoard>(`/ads/${id(adId)}/applications`)).data;
  }

  async move(applicationId: string, status: ApplicationStatus): Promise<ApplicationBoard> {
    return (await this.http.put<ApplicationBoard>(`/applications/${id(applicationId)}/status`, { status })).data;
  }

  async setWindow(adId: string, hours: number): Promise<ApplicationBoard> {
    return (await this.http.put<ApplicationBoard>(`/ads/${id(adId)}/application-window`, { hours })).data;
  }

  async requestDocuments(applicationId: string): Promise<ApplicationBoard> {
    return (await this.http.post<ApplicationBoard>(`/applications/${id(applicationId)}/document-request`)).data;
  }

  document(applicationId: string, documentId: string): Promise<{ filename: string; content: Blob }> {
    return this.http.download(`/applications/${id(applicationId)}/documents/${id(documentId)}`);
  }

  rentControlStatement(applicationId: string): Promise<{ filename: string; content: Blob }> {
    return this.http.download(`/applications/${id(applicationId)}/rent-control-statement`);
  }
}
