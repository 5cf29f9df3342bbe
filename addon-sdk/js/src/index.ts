export * from './types.js';
export * from './extension-points.js';
export * from './api.js';
export * from './widget.js';
export * from './owned.js';
export * from './answers.js';
export * from './fonts.js';
