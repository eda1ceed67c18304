export { Cat as Bird, catAnchor as birdAnchor } from './cat';
