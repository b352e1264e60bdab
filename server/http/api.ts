import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from '../config';
import { publicClientConfig } from './publicConfig';
import { accountRoutes } from './routes/account';
import { sessionRoutes } from './routes/sessions';
import { sellerRoutes } from './routes/seller';
import { adminRoutes } from './routes/admin';
import { adminModerationRoutes } from './routes/adminModeration';
import { decisionRoutes } from './routes/decisions';
import { viewingRoutes } from './routes/viewings';
import { applicationRoutes } from './routes/applications';
import { tenantRoutes } from './routes/tenant';
import { pushRoutes } from './routes/push';
import { adRoutes } from './routes/ads';
import { adImageRoutes } from './routes/adImages';
import { adLifecycleRoutes } from './routes/adLifecycle';
import { adsMapRoutes } from './routes/adsMap';
import { authRoutes } from './routes/auth';
import { conversationRoutes } from './routes/conversations';
import { favoriteRoutes } from './routes/favorites';
import { googleRoutes } from './routes/google';
import { packageRoutes } from './routes/packages';
import { paymentRoutes, stripeWebhookRoute } from './routes/payments';
import { placeRoutes } from './routes/places';
import { savedSearchRoutes, savedSearchUnsubscribeRoute } from './routes/savedSearches';
import { siteRoutes } from './routes/site';
import { systemRoutes, type ReadinessCheck } from './routes/system';

/** Everything under /api, one encapsulated plugin per area. */
export const apiRoutes: FastifyPluginAsync<{ config: ServerConfig; readiness: ReadinessCheck[] }> = async (
  api,
  { config, readiness },
) => {
  const { identityTokens, verifyWebhook } = api.services;
  const perIpPerMinute = config.rateLimit.perIpPerMinute;
  await api.register(systemRoutes, { dataDir: config.dataDir, readiness, publicConfig: publicClientConfig(config) });
  await api.register(authRoutes, { secureCookies: config.publicUrl.startsWith('https://'), perIpPerMinute });
  if (identityTokens) await api.register(googleRoutes, { tokens: identityTokens, perIpPerMinute });
  await api.register(accountRoutes);
  await api.register(sessionRoutes);
  await api.register(sellerRoutes);
  await api.register(packageRoutes);
  await api.register(adRoutes);
  await api.register(adImageRoutes);
  await api.register(adLifecycleRoutes);
  await api.register(adsMapRoutes);
  await api.register(favoriteRoutes);
  await api.register(conversationRoutes);
  await api.register(savedSearchUnsubscribeRoute);
  await api.register(savedSearchRoutes);
  await api.register(placeRoutes);
  await api.register(adminRoutes);
  await api.register(adminModerationRoutes);
  await api.register(decisionRoutes);
  await api.register(viewingRoutes);
  await api.register(applicationRoutes);
  await api.register(tenantRoutes);
  await api.register(pushRoutes);
  await api.register(paymentRoutes, { operator: config.legal });
  if (verifyWebhook) await api.register(stripeWebhookRoute, { verify: verifyWebhook });
  await api.register(siteRoutes, { legal: config.legal, perIpPerMinute });
};
