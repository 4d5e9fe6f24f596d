/// <reference lib="webworker" />
// Makes the page's first Intl objects here, off the main thread (intlWarmUp.ts says why), then
// says so and ends.
const scope = self as unknown as DedicatedWorkerGlobalScope;
scope.onmessage = (event: MessageEvent<{ locale: string; currency: string }>) => {
  const { locale, currency } = event.data;
  new Intl.NumberFormat(locale).format(0);
  new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }).format(0);
  new Intl.PluralRules(locale).select(1);
  // The time zone's data (the fingerprint reads the offset).
  new Date().getTimezoneOffset();
  scope.postMessage('warm');
};
