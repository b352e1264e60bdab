import { inject, injectable } from 'inversify';
import type {
  ChatMessage,
  Conversation,
  ConversationReportReason,
  ConversationThread,
} from '../../domain/conversation';
import type { MessagesApi } from '../../application/messages/ports';
import { HttpClient } from './HttpClient';

@injectable()
export class MessagesApiHttp implements MessagesApi {
  constructor(@inject(HttpClient) private readonly http: HttpClient) {}

  async inbox(): Promise<Conversation[]> {
    const { data } = await this.http.get<Conversation[]>('/conversations');
    if (!Array.isArray(data)) throw new Error('The conversations are not a list');
    return data;
  }

  async unreadCount(): Promise<number> {
    return (await this.http.get<{ count: number }>('/conversations/unread')).data.count;
  }

  async start(adId: string, body: string): Promise<ConversationThread> {
    return (await this.http.post<ConversationThread>(`/ads/${encodeURIComponent(adId)}/conversations`, { body })).data;
  }

  async thread(conversationId: string): Promise<ConversationThread> {
    return (await this.http.get<ConversationThread>(`/conversations/${encodeURIComponent(conversationId)}/messages`))
      .data;
  }

  async send(conversationId: string, body: string, clientId?: string): Promise<ChatMessage> {
    const payload = clientId ? { body, clientId } : { body };
    return (await this.http.post<ChatMessage>(`/conversations/${encodeURIComponent(conversationId)}/messages`, payload))
      .data;
  }

  async markRead(conversationId: string): Promise<void> {
    await this.http.post(`/conversations/${encodeURIComponent(conversationId)}/read`);
  }

  async block(conversationId: string): Promise<void> {
    await this.http.post(`/conversations/${encodeURIComponent(conversationId)}/block`);
  }

  async unblock(conversationId: string): Promise<void> {
    await this.http.delete(`/conversations/${encodeURIComponent(conversationId)}/block`);
  }

  async report(conversationId: string, reason: ConversationReportReason, details: string): Promise<void> {
    await this.http.post(`/conversations/${encodeURIComponent(conversationId)}/report`, { reason, details });
  }
}
