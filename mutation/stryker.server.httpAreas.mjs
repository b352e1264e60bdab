// @ts-check
/**
 * The server's mutation areas of what every request passes through (mutation/stryker.server.areas.mjs has the rest).
 */
export const HTTP_AREAS = {
  // What every request passes through, in three parts. Much of it runs while a server is built (plugins, the schemas'
  // building blocks), so those mutants are static, and each ran every server test file (~4 min on 2 cores) when the
  // area had all of them; its 1,322 mutants never fitted in a session. Each part runs against the files that test it.
  // The pages: the app's HTML with its head, preloads, inlined styles and configuration (config.test reads its Firebase
  // part); robots and sitemap.
  'http-pages': {
    mutate: [
      'server/http/plugins/client.ts',
      'server/http/plugins/seo.ts',
      'server/http/pageHead.ts',
      'server/http/pageTexts.ts',
      'server/http/robots.ts',
      'server/http/structuredData.ts',
      'server/http/encodedPage.ts',
      'server/http/inlineStylesheets.ts',
      'server/http/routePreloads.ts',
      'server/http/publicConfig.ts',
    ],
    tests: ['static', 'ssr', 'pageHead', 'hardening', 'config'],
  },
  // The edges: errors and their envelope, validation and closed bodies, security headers, rate limits, the OpenAPI
  // document, the schemas' building blocks and what is logged of a request.
  'http-edges': {
    mutate: [
      'server/http/plugins/errors.ts',
      'server/http/validation.ts',
      'server/http/plugins/security.ts',
      'server/http/plugins/rateLimit.ts',
      'server/http/clientKey.ts',
      'server/http/plugins/openapi.ts',
      'server/http/openApiDocument.ts',
      'server/http/plugins/responseContract.ts',
      'server/http/schemas/common.ts',
      'server/http/logging.ts',
    ],
    // Nearly all of it runs while a server is built or on every request (the beforeAll sign-ups too), so half its
    // mutants (234) are static and run every file listed: ~71 s each against the nine server files that were here, about
    // 4.5 hours. httpEdges tests these plugins on a small Fastify app with the server's own compilers, in about a second
    // (its Redis case runs when TEST_REDIS_URL is set); hardening, strictBodies and openApi check the same edges on the
    // whole server in `npm test`. responseContract builds its own small app with the document's plugins.
    tests: ['httpEdges', 'responseContract'],
  },
  // What every answer passes through besides the edges: the success envelope, the serializers of users, ads, favorites
  // and packages, view counting, metrics and the goodbye on shutdown. httpPlumbing tests them on small apps; against the
  // eight server files that call them (the old http-core list) each of their static mutants took minutes.
  'http-plumbing': {
    mutate: [
      'server/application/serialize.ts',
      'server/http/reply.ts',
      'server/http/viewCounting.ts',
      'server/http/metricsServer.ts',
      'server/http/plugins/metrics.ts',
      'server/http/plugins/gracefulShutdown.ts',
    ],
    tests: ['httpPlumbing', 'adStats'],
  },
  // The core: the composition (services, the API's plugins in order) and signing in a request. Built with every
  // server, so nearly all of it is static: these files start servers with and without Google sign-in and Stripe's
  // webhook, over http and https, and send tokens in every form (abuse: the scheme in any case).
  'http-core': {
    mutate: [
      'server/application/shared/**/*.ts',
      'server/http/api.ts',
      'server/http/services.ts',
      'server/http/plugins/authentication.ts',
    ],
    tests: ['operations', 'sessions', 'abuse', 'auth', 'google.emulator', 'google.production', 'paymentIntegrity'],
  },
};
