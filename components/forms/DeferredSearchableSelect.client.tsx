'use client';

import { useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { describedBy } from './Fields.client';
import type SearchableSelectType from './SearchableSelect.client';
import styles from './Form.module.css';

type SelectProps = ComponentProps<typeof SearchableSelectType>;
type Props = Omit<SelectProps, 'autoFocus' | 'initialInput' | 'openMenu' | 'options'> & {
  /** The options, or a function that builds them when the field first needs them (a long list). */
  options: SelectProps['options'] | (() => SelectProps['options']);
};
type Loaded = ComponentType<SelectProps>;

// One download for every field of the page; later fields render react-select at once.
let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;
function loadSelect(): Promise<Loaded> {
  loading ??= import('./SearchableSelect.client').then(
    (mod) => (loaded = mod.default),
    (error: unknown) => {
      loading = null; // a later focus tries again
      throw error;
    },
  );
  return loading;
}

/**
 * A searchable select that costs a first visit nothing: until a visitor focuses it (click, tap, Tab,
 * or the form moving focus to its error), it is a plain text input with the same id, label, value,
 * error and description, rendered on the server. Focus loads react-select (about 30 KB gzip, with
 * its styling engine), which then takes over focused, keeping what was typed meanwhile. Mounted at
 * load, react-select and its style injection were the longest task of the IATA page on a phone
 * (docs/performance.md); a pointer over the field starts the download early.
 */
export default function DeferredSearchableSelect(props: Props) {
  const { inputId, value, placeholder, error, required } = props;
  const options = () => (typeof props.options === 'function' ? props.options() : props.options);
  const [Select, setSelect] = useState<Loaded | null>(null);
  const [active, setActive] = useState(false);
  const [typed, setTyped] = useState('');
  // A click or tap on the field means "show me the choices": react-select mounts with its menu open
  // (it did not, so only typing or the down arrow opened it). Tab alone focuses it, menu closed.
  const [pointerDown, setPointerDown] = useState(false);

  useEffect(() => {
    if (!active || Select) return;
    let live = true;
    loadSelect().then(
      (component) => live && setSelect(() => component),
      // Offline or a failed chunk: the field stays a text input, and the next focus tries again.
      () => live && setActive(false),
    );
    return () => {
      live = false;
    };
  }, [active, Select]);

  if (active && Select) return <Select {...props} options={options()} autoFocus initialInput={typed} openMenu={pointerDown} />;
  const selected = value === '' ? '' : (options().find((option) => option.value === value)?.label ?? '');
  return (
    <input
      id={inputId}
      className={styles.control}
      type="text"
      role="combobox"
      aria-expanded={false}
      // The listbox react-select gives this field once it opens (its id follows instanceId).
      aria-controls={`react-select-${inputId}-listbox`}
      aria-autocomplete="list"
      aria-invalid={error ? true : undefined}
      aria-required={required}
      aria-describedby={describedBy(inputId, error)}
      autoComplete="off"
      value={typed === '' ? selected : typed}
      placeholder={placeholder}
      onChange={(event) => setTyped(event.target.value)}
      onFocus={() => {
        if (loaded) setSelect(() => loaded);
        setActive(true);
      }}
      onPointerEnter={() => loadSelect().catch(() => undefined)}
      onPointerDown={() => setPointerDown(true)}
    />
  );
}
