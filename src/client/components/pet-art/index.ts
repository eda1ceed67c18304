export { PetArt, type PetArtProps } from './pet-art';
