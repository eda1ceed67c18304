/**
 * The adoption catalogue (spec section 3 "Adoptable pet template", PRODUCT_RULES.md 6): every
 * pet type with breed info. Templates are matched by type + variant, so each pair is unique.
 * Images name the art to draw ('art:<type>/<variant>/<mood>'); the client draws it in SVG.
 */
import type { PetMood, PetRarity, PetType } from './pets';

export interface BreedInfo {
  origin: string;
  size: string;
  lifespan: string;
  traits: string[];
  funFact: string;
}

export interface AdoptionTemplate {
  id: string;
  name: string;
  type: PetType;
  variant: string;
  rarity: PetRarity;
  personality: string;
  description: string;
  images: Record<PetMood, string>;
  breedInfo: BreedInfo;
}

type TemplateInput = Omit<AdoptionTemplate, 'id' | 'images'>;

export function artRef(type: PetType, variant: string, mood: PetMood): string {
  return `art:${type}/${variant}/${mood}`;
}

function template(input: TemplateInput): AdoptionTemplate {
  return {
    id: `${input.type}-${input.variant}`,
    ...input,
    images: {
      happy: artRef(input.type, input.variant, 'happy'),
      sad: artRef(input.type, input.variant, 'sad'),
      sleeping: artRef(input.type, input.variant, 'sleeping'),
    },
  };
}

export const ADOPTION_TEMPLATES: readonly AdoptionTemplate[] = [
  // Dragons
  template({
    name: 'Ember',
    type: 'dragon',
    variant: 'fire',
    rarity: 'rare',
    personality: 'Fierce and Loyal',
    description:
      'A warm-hearted fire dragon who toasts marshmallows on request and guards your snacks with its life.',
    breedInfo: {
      origin: 'The volcanic ridges of Mount Cinderpeak',
      size: 'Large (fits on a sofa if it curls up tight)',
      lifespan: '800+ years',
      traits: ['Brave', 'Protective', 'Toasty'],
      funFact: 'Fire dragons purr like a kettle about to boil when you scratch under their chin.',
    },
  }),
  template({
    name: 'Marina',
    type: 'dragon',
    variant: 'water',
    rarity: 'uncommon',
    personality: 'Calm and Graceful',
    description:
      'A gentle water dragon who loves rainy days, long baths and splashing anyone who looks too dry.',
    breedInfo: {
      origin: 'The coral caves beneath the Azure Sea',
      size: 'Medium, long and serpentine',
      lifespan: '600 years',
      traits: ['Gentle', 'Playful', 'Great swimmer'],
      funFact: 'Water dragons can hold their breath for a whole afternoon nap underwater.',
    },
  }),
  template({
    name: 'Nyx',
    type: 'dragon',
    variant: 'shadow',
    rarity: 'legendary',
    personality: 'Mysterious and Devoted',
    description:
      'A shadow dragon who is shy at first, then follows you everywhere like a very dramatic cloud.',
    breedInfo: {
      origin: 'The moonless valleys of the Umbral Wilds',
      size: 'Large, but can fold into any shadow',
      lifespan: 'Unknown (nobody has seen one grow old)',
      traits: ['Loyal', 'Stealthy', 'Secretly cuddly'],
      funFact: 'Shadow dragons are afraid of exactly one thing: flashlights held under a chin.',
    },
  }),
  // Cats
  template({
    name: 'Marmalade',
    type: 'cat',
    variant: 'orange',
    rarity: 'common',
    personality: 'Independent and Playful',
    description:
      'A sunny orange tabby who shares one brain cell with every other orange cat and uses it to knock cups off tables.',
    breedInfo: {
      origin: 'Sunny windowsills everywhere',
      size: 'Medium (plus an extra helping)',
      lifespan: '15-18 years',
      traits: ['Affectionate', 'Goofy', 'Always hungry'],
      funFact:
        'About four in five orange cats are boys: the ginger gene rides on the X chromosome.',
    },
  }),
  template({
    name: 'Sapphire',
    type: 'cat',
    variant: 'siamese',
    rarity: 'uncommon',
    personality: 'Chatty and Clever',
    description:
      'A talkative Siamese with striking blue eyes and an opinion on everything you do, delivered loudly.',
    breedInfo: {
      origin: 'Thailand (once called Siam)',
      size: 'Medium, slender and elegant',
      lifespan: '15-20 years',
      traits: ['Vocal', 'Intelligent', 'Clingy in the best way'],
      funFact:
        'Siamese points are temperature-sensitive: the coolest parts of the body grow the darkest fur.',
    },
  }),
  template({
    name: 'Duchess',
    type: 'cat',
    variant: 'persian',
    rarity: 'rare',
    personality: 'Regal and Serene',
    description:
      'A fluffy Persian who expects breakfast at seven sharp and a brushing at eight. Sheds glamour everywhere.',
    breedInfo: {
      origin: 'Ancient Persia, by way of Victorian cat shows',
      size: 'Medium, mostly fluff',
      lifespan: '12-17 years',
      traits: ['Calm', 'Dignified', 'Lap-loving'],
      funFact:
        'A Persian cat was a star of the very first cat show, at London’s Crystal Palace in 1871.',
    },
  }),
  template({
    name: 'Moose',
    type: 'cat',
    variant: 'maine-coon',
    rarity: 'epic',
    personality: 'Gentle Giant',
    description:
      'A huge, fluffy Maine Coon with tufted ears who chirps instead of meowing and plays fetch like a dog.',
    breedInfo: {
      origin: 'The farms and harbours of Maine, USA',
      size: 'Extra large (up to a metre long, tail included)',
      lifespan: '12-15 years',
      traits: ['Friendly', 'Water-loving', 'Chirpy'],
      funFact: 'Maine Coons grow snowshoe-like fur tufts between their toes for walking on snow.',
    },
  }),
  // Dogs
  template({
    name: 'Sunny',
    type: 'dog',
    variant: 'golden',
    rarity: 'common',
    personality: 'Loyal and Energetic',
    description:
      'A golden retriever who believes every stranger is a friend and every stick is the best stick.',
    breedInfo: {
      origin: 'The Scottish Highlands, 1860s',
      size: 'Large',
      lifespan: '10-12 years',
      traits: ['Friendly', 'Patient', 'Loves to swim'],
      funFact: 'Goldens have such soft mouths they can carry a raw egg without cracking it.',
    },
  }),
  template({
    name: 'Waffles',
    type: 'dog',
    variant: 'corgi',
    rarity: 'uncommon',
    personality: 'Bold and Bouncy',
    description:
      'A corgi with a loaf-shaped body, a heart-shaped bottom and the confidence of a dog three times bigger.',
    breedInfo: {
      origin: 'Pembrokeshire, Wales',
      size: 'Small (low rider)',
      lifespan: '12-15 years',
      traits: ['Smart', 'Herding instinct', 'Sploots on cool floors'],
      funFact:
        'Welsh legend says fairies rode corgis into battle; some see a saddle mark on their fur.',
    },
  }),
  template({
    name: 'Aurora',
    type: 'dog',
    variant: 'husky',
    rarity: 'rare',
    personality: 'Adventurous and Talkative',
    description:
      'A snow-loving husky with ice-blue eyes who will tell you about her day in a series of dramatic howls.',
    breedInfo: {
      origin: 'Siberia, bred by the Chukchi people',
      size: 'Medium to large',
      lifespan: '12-14 years',
      traits: ['Energetic', 'Vocal', 'Escape artist'],
      funFact: 'Huskies can run over 100 miles a day and barely burn their fat reserves.',
    },
  }),
  template({
    name: 'Ranger',
    type: 'dog',
    variant: 'german-shepherd',
    rarity: 'epic',
    personality: 'Brave and Devoted',
    description:
      'A clever German Shepherd who learns a new trick in five tries and never lets you walk home alone.',
    breedInfo: {
      origin: 'Karlsruhe, Germany, 1899',
      size: 'Large',
      lifespan: '9-13 years',
      traits: ['Intelligent', 'Protective', 'Hard-working'],
      funFact: 'German Shepherds can learn a new command in as few as five repetitions.',
    },
  }),
  // Phoenixes
  template({
    name: 'Blaze',
    type: 'phoenix',
    variant: 'fire',
    rarity: 'epic',
    personality: 'Mystical and Proud',
    description:
      'A classic flame phoenix whose tail feathers glow like a campfire. Bursts into a song (and occasionally sparks) when happy.',
    breedInfo: {
      origin: 'The Sun Temple of Heliopolis',
      size: 'Medium, with a two-metre wingspan',
      lifespan: 'Endless: reborn from its own ashes every 500 years',
      traits: ['Proud', 'Radiant', 'Musical'],
      funFact: 'A phoenix tear is said to heal any wound, but they only cry at very sad films.',
    },
  }),
  template({
    name: 'Frost',
    type: 'phoenix',
    variant: 'ice',
    rarity: 'legendary',
    personality: 'Cool and Wise',
    description:
      'An ice phoenix that leaves a trail of snowflakes wherever it flies. Perfect company on a hot summer day.',
    breedInfo: {
      origin: 'The glacier peaks of the Frozen North',
      size: 'Medium, crystal-feathered',
      lifespan: 'Endless: reborn from a single snowflake',
      traits: ['Serene', 'Wise', 'Naturally air-conditioned'],
      funFact: 'Ice phoenixes hum in harmony with the northern lights.',
    },
  }),
  template({
    name: 'Stardust',
    type: 'phoenix',
    variant: 'cosmic',
    rarity: 'legendary',
    personality: 'Dreamy and Curious',
    description:
      'A cosmic phoenix with galaxies swirling in its wings. Gets distracted by shooting stars mid-sentence.',
    breedInfo: {
      origin: 'A nebula just past the Milky Way',
      size: 'Large (its wings hold a small constellation)',
      lifespan: 'As long as the stars shine',
      traits: ['Curious', 'Dreamy', 'Sparkly'],
      funFact: 'Every cosmic phoenix feather holds one tiny, real-looking star.',
    },
  }),
  // Birds
  template({
    name: 'Mango',
    type: 'bird',
    variant: 'parrot',
    rarity: 'uncommon',
    personality: 'Cheerful and Chatty',
    description:
      'A rainbow parrot who learns your ringtone in a day and then uses it to prank you forever.',
    breedInfo: {
      origin: 'The rainforests of the Amazon basin',
      size: 'Medium (about 35 cm)',
      lifespan: '40-60 years',
      traits: ['Talkative', 'Clever', 'Show-off'],
      funFact: 'Some parrots learn over 100 words and use them in the right context.',
    },
  }),
  template({
    name: 'Pip',
    type: 'bird',
    variant: 'canary',
    rarity: 'common',
    personality: 'Sunny and Sweet',
    description:
      'A tiny yellow canary with a big voice who sings a brand-new song every morning at sunrise.',
    breedInfo: {
      origin: 'The Canary Islands',
      size: 'Tiny (about 12 cm)',
      lifespan: '10-15 years',
      traits: ['Musical', 'Gentle', 'Early riser'],
      funFact: 'Male canaries learn new songs each year and drop old ones like last season’s hits.',
    },
  }),
  template({
    name: 'Professor Hoot',
    type: 'bird',
    variant: 'owl',
    rarity: 'rare',
    personality: 'Wise and Nocturnal',
    description:
      'A round, fluffy owl who stays up late reading and gives surprisingly good relationship advice.',
    breedInfo: {
      origin: 'Ancient forests of the northern hemisphere',
      size: 'Medium (about 40 cm)',
      lifespan: '10-25 years',
      traits: ['Wise', 'Silent flyer', 'Night owl'],
      funFact: 'Owls can turn their heads 270 degrees, so they always see you sneaking a snack.',
    },
  }),
  template({
    name: 'Kiwi',
    type: 'bird',
    variant: 'cockatiel',
    rarity: 'common',
    personality: 'Affectionate and Silly',
    description:
      'A cockatiel with rosy cheeks and a crest that shows every feeling. Whistles when you come home.',
    breedInfo: {
      origin: 'The outback of Australia',
      size: 'Small (about 30 cm)',
      lifespan: '15-25 years',
      traits: ['Cuddly', 'Whistler', 'Expressive crest'],
      funFact:
        'A cockatiel’s crest stands straight up when it’s excited and lies flat when it’s relaxed.',
    },
  }),
  // Fish
  template({
    name: 'Goldie',
    type: 'fish',
    variant: 'goldfish',
    rarity: 'common',
    personality: 'Calm and Curious',
    description:
      'A cheerful goldfish with a surprisingly good memory who recognises your face and wiggles hello.',
    breedInfo: {
      origin: 'Ancient China, over 1,000 years ago',
      size: 'Small (grows to fit the tank)',
      lifespan: '10-20 years',
      traits: ['Social', 'Curious', 'Bubble blower'],
      funFact: 'The three-second memory is a myth: goldfish remember things for months.',
    },
  }),
  template({
    name: 'Siamese Silk',
    type: 'fish',
    variant: 'betta',
    rarity: 'uncommon',
    personality: 'Bold and Flamboyant',
    description:
      'A betta with flowing silk fins in every shade of sunset. Builds bubble nests when it feels at home.',
    breedInfo: {
      origin: 'The rice paddies of Thailand',
      size: 'Small (about 6 cm, mostly fins)',
      lifespan: '3-5 years',
      traits: ['Dramatic', 'Independent', 'Gorgeous'],
      funFact: 'Bettas breathe air from the surface with a special organ called the labyrinth.',
    },
  }),
  template({
    name: 'Nemo',
    type: 'fish',
    variant: 'clownfish',
    rarity: 'rare',
    personality: 'Brave and Playful',
    description:
      'A bright orange clownfish who lives in an anemone and is absolutely not lost, thank you very much.',
    breedInfo: {
      origin: 'The coral reefs of the Indo-Pacific',
      size: 'Small (about 10 cm)',
      lifespan: '6-10 years',
      traits: ['Brave', 'Loyal', 'Reef-proud'],
      funFact: 'Clownfish wear a slime coat that keeps their anemone home from stinging them.',
    },
  }),
  template({
    name: 'Lotus',
    type: 'fish',
    variant: 'koi',
    rarity: 'epic',
    personality: 'Serene and Lucky',
    description:
      'A graceful koi with red and white patterns, said to bring good luck to anyone who feeds it on time.',
    breedInfo: {
      origin: 'The mountain ponds of Niigata, Japan',
      size: 'Large (up to 90 cm)',
      lifespan: '25-35 years (some over 100)',
      traits: ['Peaceful', 'Lucky', 'Hand-feedable'],
      funFact: 'A famous koi named Hanako is said to have lived to 226 years old.',
    },
  }),
];

export function findAdoptionTemplate(type: string, variant: string): AdoptionTemplate | undefined {
  return ADOPTION_TEMPLATES.find((t) => t.type === type && t.variant === variant);
}
