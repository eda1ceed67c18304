import { Select } from './input';

/**
 * A select of fixed choices plus one option that is none of them ("Select", "Any gender"). What
 * the element reports is matched back to a choice, so `onChange` gets the form's own type and no
 * form casts the element's string.
 */
export function ChoiceSelect<Choice extends string, None extends string>({
  id,
  value,
  choices,
  none,
  labelOf = (choice) => choice,
  onChange,
}: {
  id: string;
  value: Choice | None;
  choices: readonly Choice[];
  none: { value: None; label: string };
  labelOf?: (choice: Choice) => string;
  onChange: (value: Choice | None) => void;
}) {
  return (
    <Select
      id={id}
      value={value}
      onChange={(e) => onChange(choices.find((c) => c === e.target.value) ?? none.value)}
    >
      <option value={none.value}>{none.label}</option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </Select>
  );
}
