export { Cat as Phoenix, catAnchor as phoenixAnchor } from './cat';
