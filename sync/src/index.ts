export * from './mutations';
export * from './protocol';
export * from './apply';
export * from './view';
export * from './store';
export * from './transport';
export * from './client';
export * from './attention';
