export { PetArt, defaultPetTitle, type PetArtProps } from './pet-art';
export { ACCESSORY_KEYS, type AccessoryKey } from './accessories';
