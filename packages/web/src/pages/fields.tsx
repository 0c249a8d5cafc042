/** The form pieces the lobby's forms share: a labelled choice, and a refusal in words. */
import { useId } from 'react';

export interface SelectFieldProps<V extends string | number> {
  readonly label: string;
  readonly name: string;
  readonly value: V;
  readonly options: readonly V[];
  readonly optionLabel: (option: V) => string;
  readonly onChange: (option: V) => void;
}

/** A `<select>` with its label, whose choice comes back as one of `options`, typed. */
export const SelectField = <V extends string | number>({
  label,
  name,
  value,
  options,
  optionLabel,
  onChange,
}: SelectFieldProps<V>) => {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={name}
        value={value}
        onChange={(event) => {
          const chosen = options.find((option) => String(option) === event.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </div>
  );
};

/** The server's answer when it refused what the form sent; announced when it appears. */
export const Refusal = ({ text }: { readonly text: string | null }) =>
  text === null ? null : (
    <p className="error" role="alert">
      {text}
    </p>
  );
