import type { AdStatsReport } from '../../domain/adStats';
import { inject, injectable } from 'inversify';
import type { SellerProfile } from '../../domain/conversation';
import type { Ad } from '../../domain/ad';
import type { AdFilters, AdPage } from '../../domain/adSearch';
import type { AdInput } from '../../domain/adValidation';
import type { AdsApi, ContactMessage, CreditBalance, ReportReason } from '../../application/ads/ports';
import { HttpClient } from './HttpClient';

const id = (value: string) => encodeURIComponent(value);

@injectable()
export class AdsApiHttp implements AdsApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async search(filters: AdFilters, cursor: string | null, limit: number): Promise<AdPage> {
    return (await this.http.get<AdPage>('/ads', { query: { ...filters, cursor, limit } })).data;
  }

  async get(adId: string): Promise<Ad> {
    return (await this.http.get<Ad>(`/ads/${id(adId)}`)).data;
  }

  async similar(adId: string): Promise<Ad[]> {
    return (await this.http.get<Ad[]>(`/ads/${id(adId)}/similar`)).data;
  }

  async seller(adId: string): Promise<SellerProfile> {
    return (await this.http.get<SellerProfile>(`/ads/${id(adId)}/seller`)).data;
  }

  async mine(): Promise<Ad[]> {
    return (await this.http.get<Ad[]>('/ads/mine')).data;
  }

  async create(input: AdInput): Promise<Ad> {
    return (await this.http.post<Ad>('/ads', input)).data;
  }

  async update(adId: string, change: Partial<AdInput> | { status: 'archived' }): Promise<Ad> {
    return (await this.http.patch<Ad>(`/ads/${id(adId)}`, change)).data;
  }

  async pause(adId: string): Promise<Ad> {
    return (await this.http.post<Ad>(`/ads/${id(adId)}/pause`)).data;
  }

  async resume(adId: string): Promise<Ad> {
    return (await this.http.post<Ad>(`/ads/${id(adId)}/resume`)).data;
  }

  async extend(adId: string, packageId: string | null): Promise<Ad> {
    return (await this.http.post<Ad>(`/ads/${id(adId)}/extend`, packageId ? { packageId } : {})).data;
  }

  async stats(adId: string, days: number): Promise<AdStatsReport> {
    return (await this.http.get<AdStatsReport>(`/ads/${id(adId)}/stats`, { query: { days } })).data;
  }

  async bump(adId: string, packageId: string | null): Promise<Ad> {
    return (await this.http.post<Ad>(`/ads/${id(adId)}/bump`, packageId ? { packageId } : {})).data;
  }

  async remove(adId: string): Promise<void> {
    await this.http.delete(`/ads/${id(adId)}`);
  }

  async uploadImage(adId: string, file: Blob, onProgress: (fraction: number) => void): Promise<Ad> {
    const form = new FormData();
    form.append('file', file);
    return (await this.http.upload<Ad>(`/ads/${id(adId)}/images`, form, onProgress)).data;
  }

  async removeImage(adId: string, imageId: string): Promise<Ad> {
    return (await this.http.delete<Ad>(`/ads/${id(adId)}/images/${id(imageId)}`)).data;
  }

  async reorderImages(adId: string, imageIds: string[]): Promise<Ad> {
    return (await this.http.request<Ad>('PUT', `/ads/${id(adId)}/images/order`, { body: { imageIds } })).data;
  }

  async publish(adId: string, packageId: string | null): Promise<Ad> {
    return (await this.http.post<Ad>(`/ads/${id(adId)}/publish`, packageId ? { packageId } : {})).data;
  }

  async credits(): Promise<CreditBalance[]> {
    return (await this.http.get<CreditBalance[]>('/ads/credits')).data;
  }

  async contact(adId: string, message: ContactMessage): Promise<void> {
    await this.http.post(`/ads/${id(adId)}/contact`, { ...message, phone: message.phone || undefined });
  }

  async report(adId: string, reason: ReportReason, message: string, contactEmail: string | null): Promise<void> {
    await this.http.post(`/ads/${id(adId)}/report`, { reason, message, contactEmail: contactEmail ?? undefined });
  }
}
