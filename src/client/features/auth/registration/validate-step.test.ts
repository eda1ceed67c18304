import { describe, expect, it } from 'vitest';
import { PHOTOS } from '../../../../shared/constants';
import { RegisterRequestSchema } from '../../../../shared/schemas/auth';
import { buildRegistrationPayload, EMPTY_DRAFT, type RegistrationDraft } from './draft';
import { firstInvalidStep, STEP_MESSAGES, validateStep } from './validate-step';

const image = () => new File(['x'], 'me.png', { type: 'image/png' });

const complete: RegistrationDraft = {
  displayName: '  Alex  ',
  age: '29',
  gender: 'Female',
  sexualPreference: 'Bisexual',
  stateCode: 'TX',
  city: 'Austin',
  images: [image()],
  pet: { type: 'cat', variant: 'maine-coon' },
  email: ' alex@example.com ',
  username: 'alex_29',
  password: 'secret1',
  agreeToTerms: true,
};
const withDraft = (changes: Partial<RegistrationDraft>) => ({ ...complete, ...changes });

describe('validateStep, step 1', () => {
  it('asks for a display name first, with the spec wording', () => {
    expect(validateStep(1, EMPTY_DRAFT)).toEqual({
      title: 'Display Name Required',
      description: "Please enter how you'd like others to see you.",
      field: 'reg-display-name',
    });
    expect(validateStep(1, withDraft({ displayName: '   ' }))).toMatchObject(
      STEP_MESSAGES.displayNameRequired,
    );
  });

  it('requires an age of at least 18', () => {
    const ageRequired = {
      title: 'Age Required',
      description: 'You must be 18 or older to use this app.',
      field: 'reg-age',
    };
    expect(validateStep(1, withDraft({ age: '' }))).toEqual(ageRequired);
    expect(validateStep(1, withDraft({ age: '17' }))).toEqual(ageRequired);
    expect(validateStep(1, withDraft({ age: 'abc' }))).toEqual(ageRequired);
    expect(validateStep(1, withDraft({ age: '18' }))).toBeNull();
    expect(validateStep(1, withDraft({ age: '100' }))).toBeNull();
  });

  it('refuses ages the server would refuse, with the shared schema message', () => {
    expect(validateStep(1, withDraft({ age: '101' }))).toEqual({
      title: 'Invalid Age',
      description: 'Age must be 100 or less.',
      field: 'reg-age',
    });
    expect(validateStep(1, withDraft({ age: '25.5' }))?.title).toBe('Invalid Age');
  });
});

describe('validateStep, step 2', () => {
  it('checks gender, then sexual preference, then location', () => {
    const empty = withDraft({ gender: '', sexualPreference: '', stateCode: '', city: '' });
    expect(validateStep(2, empty)?.title).toBe('Gender Required');
    expect(validateStep(2, { ...empty, gender: 'Male' })?.title).toBe('Sexual Preference Required');
    expect(validateStep(2, { ...empty, gender: 'Male', sexualPreference: 'Gay' })).toEqual({
      title: 'Location Required',
      description: 'Please select your location to find matches nearby.',
      field: 'reg-state',
    });
  });

  it('needs the city as well as the state, from the bundled list', () => {
    // With a state chosen, the city is the field to fix.
    const cityMissing = { ...STEP_MESSAGES.locationRequired, field: 'reg-city' };
    expect(validateStep(2, withDraft({ city: '' }))).toEqual(cityMissing);
    expect(validateStep(2, withDraft({ city: 'Boston' }))).toEqual(cityMissing);
    expect(validateStep(2, withDraft({ stateCode: 'MA', city: 'Boston' }))).toBeNull();
  });

  it('allows no images and at most 5', () => {
    expect(validateStep(2, withDraft({ images: [] }))).toBeNull();
    const five = Array.from({ length: PHOTOS.maxPerUser }, image);
    expect(validateStep(2, withDraft({ images: five }))).toBeNull();
    expect(validateStep(2, withDraft({ images: [...five, image()] }))).toEqual({
      title: 'Too Many Images',
      description: 'You can upload up to 5 profile images.',
    });
  });
});

describe('validateStep, step 3', () => {
  it('requires a pet from the wizard list', () => {
    expect(validateStep(3, withDraft({ pet: null }))).toEqual({
      title: 'Pet Required',
      description: 'Please adopt your first pet to continue.',
    });
    expect(validateStep(3, withDraft({ pet: { type: 'dog', variant: 'unicorn' } }))).toBe(
      STEP_MESSAGES.petRequired,
    );
    expect(validateStep(3, withDraft({ pet: { type: 'phoenix', variant: 'lunar' } }))).toBeNull();
  });
});

describe('validateStep, step 4', () => {
  it('checks email, username, password and terms in that order', () => {
    const empty = withDraft({ email: '', username: '', password: '', agreeToTerms: false });
    expect(validateStep(4, empty)?.title).toBe('Valid Email Required');
    expect(validateStep(4, { ...empty, email: 'alexexample.com' })?.title).toBe(
      'Valid Email Required',
    );
    const withEmail = { ...empty, email: 'a@b.co' };
    expect(validateStep(4, withEmail)?.title).toBe('Username Required');
    const withUser = { ...withEmail, username: 'alex' };
    expect(validateStep(4, { ...withUser, password: '12345' })).toEqual({
      title: 'Password Too Short',
      description: 'Password must be at least 6 characters long.',
      field: 'reg-password',
    });
    expect(validateStep(4, { ...withUser, password: '123456' })?.title).toBe('Agreement Required');
    expect(validateStep(4, { ...withUser, password: '123456', agreeToTerms: true })).toBeNull();
  });

  it('uses the shared schema for usernames the server would refuse', () => {
    expect(validateStep(4, withDraft({ username: 'alex smith' }))?.title).toBe('Invalid Username');
  });
});

describe('buildRegistrationPayload', () => {
  it('builds the spec payload the server accepts: trimmed, age a number, "City, State Name"', () => {
    const payload = buildRegistrationPayload(complete);
    expect(payload).toEqual({
      email: 'alex@example.com',
      username: 'alex_29',
      password: 'secret1',
      displayName: 'Alex',
      age: 29,
      gender: 'Female',
      sexualPreference: 'Bisexual',
      location: 'Austin, Texas',
    });
    expect(RegisterRequestSchema.safeParse(payload).success).toBe(true);
    expect(firstInvalidStep(complete)).toBeNull();
  });

  it('finds the first step that still has a problem', () => {
    expect(firstInvalidStep(EMPTY_DRAFT)).toBe(1);
    expect(firstInvalidStep(withDraft({ pet: null }))).toBe(3);
  });
});
