import { ContainerModule } from 'inversify';
import { AppConfig, Downloads, Logger, Notifier, Sharing } from '../../application/shared/ports';
import { DownloadsBrowser } from '../payments/DownloadsBrowser';
import { SharingBrowser } from '../notifications/SharingBrowser';
import { EndSession } from '../../application/auth/EndSession';
import { SessionState } from '../../application/auth/ports';
import { HttpClient } from '../http/HttpClient';
import { LoggerConsole } from '../notifications/LoggerConsole';
import { NotifierToastify } from '../notifications/NotifierToastify';

export function sharedModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AppConfig).toConstantValue(config);
    bind(Notifier).toConstantValue(new NotifierToastify());
    bind(Logger).toConstantValue(new LoggerConsole());
    bind(Sharing).toConstantValue(new SharingBrowser());
    bind(Downloads).toConstantValue(new DownloadsBrowser());
    bind(HttpClient)
      .toDynamicValue((ctx) => {
        const session = ctx.get(SessionState);
        const endSession = ctx.get(EndSession);
        return new HttpClient({
          baseUrl: config.apiBaseUrl,
          getToken: () => session.accessToken,
          getLanguage: () => document.documentElement.lang || null,
          onUnauthorized: () => endSession.execute('expired'),
        });
      })
      .inSingletonScope();
  });
}
