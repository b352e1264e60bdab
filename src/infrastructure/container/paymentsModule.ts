import { ContainerModule } from 'inversify';
import { OwnAdsApi } from '../../application/ads/ports';
import { CardPaymentsFactory, PaymentsApi } from '../../application/payments/ports';
import { AppConfig, Downloads } from '../../application/shared/ports';
import { DownloadReceipt } from '../../application/payments/DownloadReceipt';
import { LoadBilling } from '../../application/payments/LoadBilling';
import { PurchasePackage } from '../../application/payments/PurchasePackage';
import { HttpClient } from '../http/HttpClient';
import { PaymentsApiHttp } from '../http/PaymentsApiHttp';
import { CardPaymentsFactoryBrowser } from '../payments/CardPaymentsFactoryBrowser';

/** Billing and checkout (feature area "payments"). */
export function paymentsModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(PaymentsApi).to(PaymentsApiHttp).inSingletonScope();
    bind(CardPaymentsFactory).toDynamicValue(
      (c) => new CardPaymentsFactoryBrowser(c.get(HttpClient), c.get(AppConfig).stripePublicKey),
    );
    bind(LoadBilling).toDynamicValue((c) => new LoadBilling(c.get(PaymentsApi), c.get(OwnAdsApi)));
    bind(PurchasePackage).toDynamicValue((c) => new PurchasePackage(c.get(PaymentsApi)));
    bind(DownloadReceipt).toDynamicValue((c) => new DownloadReceipt(c.get(PaymentsApi), c.get(Downloads)));
  });
}
