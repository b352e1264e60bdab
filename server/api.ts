import type { FastifyPluginAsync } from 'fastify';
import type { ServerConfig } from './config';
import type { Services } from './services';
import { viewCounter } from './ads/http/viewCounting';
import { publicClientConfig } from './site/http/publicConfig';
import { accountRoutes } from './accounts/http/accountRoutes';
import { sessionRoutes } from './accounts/http/sessionsRoutes';
import { sellerRoutes } from './accounts/http/sellerRoutes';
import { adminRoutes } from './admin/http/adminRoutes';
import { moderationRoutes } from './moderation/http/moderationRoutes';
import { decisionRoutes } from './moderation/http/decisionsRoutes';
import { viewingRoutes } from './viewings/http/viewingsRoutes';
import { applicationRoutes } from './applications/http/applicationsRoutes';
import { tenantRoutes } from './applications/http/tenantRoutes';
import { pushRoutes } from './push/http/pushRoutes';
import { adRoutes } from './ads/http/adsRoutes';
import { adImageRoutes } from './ads/http/adImagesRoutes';
import { adLifecycleRoutes } from './ads/http/adLifecycleRoutes';
import { adsMapRoutes } from './search/http/adsMapRoutes';
import { authRoutes } from './accounts/http/authRoutes';
import { conversationRoutes } from './messages/http/conversationsRoutes';
import { favoriteRoutes } from './favorites/http/favoritesRoutes';
import { openImmoRoutes } from './openimmo/http/openImmoRoutes';
import { googleRoutes } from './accounts/http/googleRoutes';
import { packageRoutes } from './packages/http/packagesRoutes';
import { paymentRoutes, stripeWebhookRoute } from './payments/http/paymentsRoutes';
import { placeRoutes } from './search/http/placesRoutes';
import { savedSearchRoutes, savedSearchUnsubscribeRoute } from './savedSearches/http/savedSearchesRoutes';
import { siteRoutes } from './site/http/siteRoutes';
import { systemRoutes, type ReadinessCheck } from './site/http/systemRoutes';

/**
 * Everything under /api: one encapsulated plugin per feature, each handed the use cases it declares it uses
 * (server/<feature>/http/*Routes.ts) and nothing else.
 */
export const apiRoutes: FastifyPluginAsync<{
  config: ServerConfig;
  readiness: ReadinessCheck[];
  services: Services;
}> = async (api, { config, readiness, services }) => {
  const { accounts, ads, search, favorites, savedSearches, messages, viewings, applications, payments } = services;
  const { moderation, admin, push, site, identityTokens, verifyWebhook } = services;
  const perIpPerMinute = config.rateLimit.perIpPerMinute;
  const countView = viewCounter(ads);
  await api.register(systemRoutes, {
    dataDir: config.dataDir,
    readiness,
    publicConfig: publicClientConfig(config),
    objectStore: services.objectStore,
    imageLinks: services.imageLinks,
    checkAdPublic: ads.checkAdPublic,
  });
  await api.register(authRoutes, {
    secureCookies: config.publicUrl.startsWith('https://'),
    perIpPerMinute,
    ...accounts,
  });
  if (identityTokens) await api.register(googleRoutes, { tokens: identityTokens, perIpPerMinute, ...accounts });
  await api.register(accountRoutes, accounts);
  await api.register(sessionRoutes, accounts);
  await api.register(sellerRoutes, accounts);
  await api.register(packageRoutes, payments);
  await api.register(adRoutes, {
    ...ads,
    searchAds: search.searchAds,
    findSimilarAds: search.findSimilarAds,
    sellerProfiles: messages.sellerProfiles,
    listCredits: payments.listCredits,
    images: services.images,
    countView,
  });
  await api.register(adImageRoutes, { ...ads, images: services.images });
  await api.register(adLifecycleRoutes, { ...ads, images: services.images });
  await api.register(adsMapRoutes, search);
  await api.register(favoriteRoutes, { ...favorites, images: services.images });
  await api.register(openImmoRoutes, services.openImmo);
  await api.register(conversationRoutes, {
    ...messages,
    stream: { ...messages, signals: services.signals, authenticate: accounts.authenticate },
  });
  await api.register(savedSearchUnsubscribeRoute, savedSearches);
  await api.register(savedSearchRoutes, savedSearches);
  await api.register(placeRoutes, search);
  await api.register(adminRoutes, admin);
  await api.register(moderationRoutes, { ...moderation, images: services.images });
  await api.register(decisionRoutes, moderation);
  await api.register(viewingRoutes, viewings);
  await api.register(applicationRoutes, applications);
  await api.register(tenantRoutes, applications);
  await api.register(pushRoutes, push);
  await api.register(paymentRoutes, { operator: config.legal, ...payments });
  if (verifyWebhook)
    await api.register(stripeWebhookRoute, {
      verify: verifyWebhook,
      handleProviderEvent: payments.handleProviderEvent,
    });
  await api.register(siteRoutes, { legal: config.legal, perIpPerMinute, ...site });
};
