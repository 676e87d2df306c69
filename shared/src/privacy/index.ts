export * from './contact';
export * from './settings';
