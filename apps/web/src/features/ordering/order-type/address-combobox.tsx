// Address field with suggestions (spec 000 §2, §5): an ARIA 1.2 combobox with a list of
// suggestions from maps/suggest. Arrow keys move through the list, Enter picks, Escape closes;
// a click picks too. The delivery form needs an address picked from the list.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import {
  newAutocompleteSession,
  SUGGEST_MIN_LENGTH,
  suggestionLabel,
  useAddressSuggestions,
  type AddressSuggestion,
} from '../api/maps-suggest';

interface AddressComboboxProps {
  id: string;
  value: string;
  invalid: boolean;
  describedBy?: string;
  maxLength: number;
  onChange(value: string): void;
  onPick(suggestion: AddressSuggestion): void;
}

/** The text typed, debounced, so suggestions are asked for once the diner pauses. */
function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function AddressCombobox({
  id,
  value,
  invalid,
  describedBy,
  maxLength,
  onChange,
  onPick,
}: AddressComboboxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(value, 250);
  // A new autocomplete session after each pick (Places session tokens).
  const session = useRef<string>(undefined);
  session.current ??= newAutocompleteSession();
  const suggestions = useAddressSuggestions(open ? query : '', session.current);
  const options = suggestions.data ?? [];
  const expanded = open && value.trim().length >= SUGGEST_MIN_LENGTH && (options.length > 0 || suggestions.isFetched);

  const pick = (suggestion: AddressSuggestion) => {
    onPick(suggestion);
    session.current = newAutocompleteSession();
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (options.length ? (i + 1) % options.length : -1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
    } else if (event.key === 'Enter' && expanded && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
    }
  };

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className="address-combobox">
      <Form.Control
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        isInvalid={invalid}
        maxLength={maxLength}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => value && setOpen(true)}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('ordering.delivery.suggestions')}
        className="address-combobox-list"
        hidden={!expanded}
      >
        {expanded && options.length === 0 && (
          <li className="address-combobox-empty" role="presentation">
            {suggestions.isError ? t('ordering.delivery.suggestionsError') : t('ordering.delivery.noSuggestions')}
          </li>
        )}
        {expanded &&
          options.map((suggestion, index) => (
            // The keyboard picks through the field (arrows and Enter, aria-activedescendant).
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={`${suggestionLabel(suggestion)}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={index === active ? 'active' : undefined}
              // Keeps the focus in the field, so the list does not close before the click.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              {suggestionLabel(suggestion)}
            </li>
          ))}
      </ul>
    </div>
  );
}
