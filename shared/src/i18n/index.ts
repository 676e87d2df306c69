export * from './locales';
export * from './format';
export * from './codes';
export * from './status-codes';
export * from './emails';
export * from './page-texts';
export * from './calendar-query';
export * from './push-texts';
