'use client';

import { Children, isValidElement, useMemo } from 'react';
import Select, { components, type InputProps, type MenuListProps, type SingleValue } from 'react-select';
import type { FieldErrorCode } from '@/lib/forms/rules';
import { describedBy } from './Fields.client';

export interface Option {
  value: string;
  label: string;
}

interface Props {
  inputId: string;
  options: Option[];
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  /** Shown when the typed text matches no option (spec section 8). */
  noOptionsText: string;
  error?: FieldErrorCode;
  required?: boolean;
  /** Focus the input on mount (components/forms/DeferredSearchableSelect.client.tsx swaps this in on focus). */
  autoFocus?: boolean;
  /** Text typed before this mounted: kept in the input, with the menu open on it. */
  initialInput?: string;
  /** Mount with the menu open (DeferredSearchableSelect: the visitor clicked or tapped the field). */
  openMenu?: boolean;
}

/**
 * The menu is a listbox only while it lists options: with nothing but the "no matching options"
 * notice in it, an empty listbox would be announced (and fails ARIA's required-children rule).
 */
function MenuList(props: MenuListProps<Option, false>) {
  const onlyNotice = Children.toArray(props.children).every((child) => isValidElement(child) && child.type === components.NoOptionsMessage);
  if (!onlyNotice) return <components.MenuList {...props} />;
  const { role: _role, 'aria-multiselectable': _multi, ...rest } = props.innerProps;
  return <components.MenuList {...props} innerProps={rest} />;
}

/**
 * A searchable single select on react-select, for lists too long for a native select (countries)
 * or tied to client state (course dates). Loaded by components/forms/DeferredSearchableSelect.client.tsx
 * when a visitor first focuses the field.
 */
export default function SearchableSelect({ inputId, options, value, onChange, placeholder, noOptionsText, error, required, autoFocus, initialInput = '', openMenu = false }: Props) {
  const describedby = describedBy(inputId, error);
  // react-select has no aria-describedby prop: its input component carries it, so the error is read
  // with the field. Memoized: a new component type on every render would remount the input mid-typing.
  const Input = useMemo(
    () =>
      function DescribedInput(props: InputProps<Option, false>) {
        return <components.Input {...props} aria-describedby={describedby} aria-required={required} />;
      },
    [describedby, required],
  );
  return (
    <Select<Option, false>
      inputId={inputId}
      instanceId={inputId}
      classNamePrefix="rs"
      options={options}
      value={options.find((o) => o.value === value) ?? null}
      onChange={(option: SingleValue<Option>) => onChange(option?.value ?? '')}
      placeholder={placeholder}
      noOptionsMessage={() => noOptionsText}
      aria-invalid={error ? true : undefined}
      components={{ Input, MenuList }}
      isClearable={false}
      autoFocus={autoFocus}
      defaultInputValue={initialInput}
      defaultMenuIsOpen={openMenu || initialInput !== ''}
      // react-select's own greys are below AA contrast: the site's text colours instead.
      styles={{
        control: (base) => ({ ...base, minHeight: 44, borderColor: 'var(--color-muted)' }),
        placeholder: (base) => ({ ...base, color: 'var(--color-muted)' }),
        noOptionsMessage: (base) => ({ ...base, color: 'var(--color-text)' }),
      }}
    />
  );
}
