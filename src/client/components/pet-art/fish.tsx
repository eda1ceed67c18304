export { Cat as Fish, catAnchor as fishAnchor } from './cat';
