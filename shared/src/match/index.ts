export * from './clock';
export * from './discipline';
