export * from './locales';
export * from './format';
export * from './codes';
export * from './emails';
