export * from './users';
export * from './pets';
export * from './shop';
export * from './dating';
export * from './messages';
export * from './photos';
export * from './requests';
