export * from './constants';
export * from './messages';
export * from './format';
export * from './schemas/common';
export * from './schemas/auth';
export * from './schemas/contact';
export * from './schemas/public';
