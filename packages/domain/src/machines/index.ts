// Every status of the trade, one machine per aggregate (state-machine.ts explains the shape).
export * from './state-machine.ts';
export * from './offer.ts';
export * from './purchase.ts';
export * from './invoice.ts';
export * from './payment.ts';
export * from './vehicle-status.ts';
export * from './vehicle.ts';
export * from './account-status.ts';
export * from './account-review.ts';
export * from './mail.ts';
